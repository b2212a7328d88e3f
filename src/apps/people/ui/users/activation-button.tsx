import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import type { DirectoryPerson } from '../../application/ports/directory-gateway';
import { useDirectoryChange } from '../queries/directory';

/** Deactivate or reactivate, after a question that says what follows; a refusal (yourself, the last admin) is shown in it. */
export function ActivationButton({ person, onDone }: { person: DirectoryPerson; onDone: () => void }) {
  const { t } = useTranslation('people-users');
  const change = useDirectoryChange((gateway, { active }: { active: boolean }) =>
    active ? gateway.reactivate(person.id, person.version) : gateway.deactivate(person.id, person.version),
  );
  const name = person.name;
  return person.active ? (
    <ConfirmAction
      label={t('activation.deactivate')}
      title={t('activation.deactivateTitle', { name })}
      confirmLabel={t('activation.deactivate')}
      destructive
      onConfirm={async () => {
        await change.mutateAsync({ active: false });
        onDone();
      }}
    >
      {t('activation.deactivateText', { name })}
    </ConfirmAction>
  ) : (
    <ConfirmAction
      label={t('activation.reactivate')}
      title={t('activation.reactivateTitle', { name })}
      confirmLabel={t('activation.reactivate')}
      destructive={false}
      onConfirm={async () => {
        await change.mutateAsync({ active: true });
        onDone();
      }}
    >
      {t('activation.reactivateText', { name })}
    </ConfirmAction>
  );
}
