import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Leaving, ManagedPersonDetails } from '../../application/ports/people-gateway';
import { managePaths } from '../../domain/paths';
import { useOffboardPerson } from '../queries/use-people';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { pathOfRoute } from '../../../../domain/routing/route-named';

function HeldList({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('manage-people');
  return (
    <section className="offboard-held" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {count === 0 ? <p className="muted">{t('detail.none')}</p> : <ul>{children}</ul>}
    </section>
  );
}

/** Everything the person holds, counted, so the admin sees what leaving will settle before confirming it. */
function Holdings({ person }: { person: ManagedPersonDetails }) {
  const { t } = useTranslation('manage-people');
  return (
    <div className="offboard-holdings">
      <HeldList id="offboard-assets" title={t('offboard.heldAssets', { count: person.assets.length })} count={person.assets.length}>
        {person.assets.map((asset) => (
          <li key={asset.id}>
            {asset.assetTag} <span className="muted">{[asset.manufacturer, asset.model].filter(Boolean).join(' ')}</span>
          </li>
        ))}
      </HeldList>
      <HeldList id="offboard-licences" title={t('offboard.heldLicences', { count: person.licences.length })} count={person.licences.length}>
        {person.licences.map((seat) => (
          <li key={seat.assignmentId}>
            {seat.licenceName} <span className="muted">{seat.softwareName}</span>
          </li>
        ))}
      </HeldList>
      <HeldList id="offboard-accessories" title={t('offboard.heldAccessories', { count: person.accessories.length })} count={person.accessories.length}>
        {person.accessories.map((checkout) => (
          <li key={checkout.checkoutId}>{t('offboard.accessory', { name: checkout.name, count: checkout.quantity })}</li>
        ))}
      </HeldList>
    </div>
  );
}

/**
 * Offboarding asks first, listing what the person holds and what leaving does to it, and offers (on unless unticked) a
 * Recover campaign for the devices they hold; the screen is told what it did.
 */
export function OffboardPerson({ person, onOffboarded }: { person: ManagedPersonDetails; onOffboarded: (leaving: Leaving) => void }) {
  const { t } = useTranslation('manage-people');
  const offboard = useOffboardPerson(person.id);
  const [recover, setRecover] = useState(true);
  const deployed = person.assets.filter((asset) => asset.status === 'deployed').length;
  const devices = person.assets.length;
  return (
    <ConfirmAction
      label={t('offboard.action')}
      title={t('offboard.title', { name: person.name })}
      confirmLabel={t('offboard.confirm')}
      destructive
      onConfirm={async () => onOffboarded(await offboard.mutateAsync({ version: person.version, recover: recover && devices > 0 }))}
    >
      <p>{t('offboard.explain', { name: person.name })}</p>
      <Holdings person={person} />
      <p>{t('offboard.deployed', { count: deployed })}</p>
      <p>{t('offboard.seats', { count: person.licences.length })}</p>
      {devices > 0 && (
        <label className="offboard-recover">
          <input type="checkbox" className="checkbox" checked={recover} onChange={(event) => setRecover(event.target.checked)} />
          {t('offboard.recover', { count: devices })}
        </label>
      )}
    </ConfirmAction>
  );
}

/** After offboarding: the devices now due back, each linked to where it is checked in, the seats freed, sessions ended and the campaign. */
export function PendingReturn({ person, leaving }: { person: ManagedPersonDetails; leaving: Leaving }) {
  const { t } = useTranslation('manage-people');
  const due = person.assets.filter((asset) => leaving.pendingReturn.includes(asset.id));
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
      <p>{t('offboard.freed', { count: leaving.freedSeats.length })}</p>
      <p>{t('offboard.signedOut', { count: leaving.endedSessions })}</p>
      {leaving.recoverCampaignId && (
        <p>
          {t('offboard.campaignProposed')}{' '}
          <Link href={pathOfRoute('recover-campaign-details', { id: leaving.recoverCampaignId }) ?? '#'}>{t('offboard.openCampaign')}</Link>
        </p>
      )}
    </section>
  );
}
