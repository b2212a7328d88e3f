import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Accessory } from '../../application/ports/accessories-gateway';
import { managePaths } from '../../domain/paths';
import { useArchiveAccessory } from '../queries/use-accessories';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { CheckOutDialog } from './check-out-dialog';

/** What a row of the accessories list offers: edit, hand out units, archive. */
export function AccessoryRowActions({ accessory, listCategory }: { accessory: Accessory; listCategory: string }) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const archive = useArchiveAccessory();
  return (
    <div className="row-actions">
      <Link href={managePaths.updateAccessory(accessory.id, listCategory)} className="button" aria-label={t('list.editLabel', { name: accessory.name })}>
        {t('manage:actions.edit')}
      </Link>
      <CheckOutDialog accessory={accessory} />
      <ConfirmAction
        label={t('manage:actions.archive')}
        ariaLabel={t('manage:actions.archiveNamed', { name: accessory.name })}
        title={t('archive.title', { name: accessory.name })}
        confirmLabel={t('manage:actions.archive')}
        destructive
        onConfirm={() => archive.mutateAsync({ id: accessory.id, version: accessory.version })}
      >
        {t('archive.body')}
      </ConfirmAction>
    </div>
  );
}
