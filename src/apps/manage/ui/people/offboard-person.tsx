import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ManagedPersonDetails } from '../../application/ports/people-gateway';
import { managePaths } from '../../domain/paths';
import { useOffboardPerson } from '../queries/use-people';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';

/** Offboarding asks first, naming how many deployed devices will be due back; the screen is told which ones. */
export function OffboardPerson({ person, onOffboarded }: { person: ManagedPersonDetails; onOffboarded: (pendingReturn: readonly string[]) => void }) {
  const { t } = useTranslation('manage-people');
  const offboard = useOffboardPerson(person.id);
  const deployed = person.assets.filter((asset) => asset.status === 'deployed').length;
  return (
    <ConfirmAction
      label={t('offboard.action')}
      title={t('offboard.title', { name: person.name })}
      confirmLabel={t('offboard.confirm')}
      destructive
      onConfirm={async () => onOffboarded((await offboard.mutateAsync(person.version)).pendingReturn)}
    >
      <p>{t('offboard.explain', { name: person.name })}</p>
      <p>{t('offboard.deployed', { count: deployed })}</p>
    </ConfirmAction>
  );
}

/** After offboarding: the devices now due back, each linked to where it is checked in. */
export function PendingReturn({ person, ids }: { person: ManagedPersonDetails; ids: readonly string[] }) {
  const { t } = useTranslation('manage-people');
  const due = person.assets.filter((asset) => ids.includes(asset.id));
  return (
    <section className="panel people-pending" role="status" aria-labelledby="pending-return">
      <h2 id="pending-return">{t('offboard.doneTitle', { name: person.name })}</h2>
      {due.length === 0 ? (
        <p>{t('offboard.nothingDue')}</p>
      ) : (
        <>
          <p>{t('offboard.due', { count: due.length })}</p>
          <ul>
            {due.map((asset) => (
              <li key={asset.id}>
                <Link href={managePaths.asset(asset.id)}>{asset.assetTag}</Link> <span className="muted">{asset.model}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
