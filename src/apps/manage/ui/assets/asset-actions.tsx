import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Asset } from '../../application/ports/assets-gateway';
import { archive, checkIn, checkOut, transfer, type AssetState } from '../../domain/asset-status';
import { managePaths } from '../../domain/paths';
import { useArchiveAsset, useCheckInAsset, useCheckOutAsset, useRestoreAsset, useTransferAsset } from '../queries/use-assets';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { AssetMoveDialog } from './asset-move-dialog';

/** The rules decide with a stand-in person: who it is does not change whether the move is allowed. */
const SOMEONE = '';

/** What may be done to the asset now, by the same rules the server applies; the rest is not offered. */
export function AssetActions({ asset }: { asset: Asset }) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const state: AssetState = { status: asset.status, assigneeId: asset.assignee?.id ?? null, archived: asset.archived };
  const version = asset.version;
  const checkOutAsset = useCheckOutAsset(asset.id);
  const checkInAsset = useCheckInAsset(asset.id);
  const transferAsset = useTransferAsset(asset.id);
  const archiveAsset = useArchiveAsset();
  const restoreAsset = useRestoreAsset();
  const archiving = archive(state);
  return (
    <>
      {checkOut(state, SOMEONE).ok && (
        <AssetMoveDialog
          label={t('move.checkOut')}
          title={t('move.checkOutTitle', { tag: asset.assetTag })}
          asksPerson
          asksLocation
          onMove={(move) => checkOutAsset.mutateAsync({ assigneeId: move.assigneeId!, locationId: move.locationId ?? undefined, note: move.note, version })}
        />
      )}
      {checkIn(state).ok && (
        <AssetMoveDialog
          label={t('move.checkIn')}
          title={t('move.checkInTitle', { tag: asset.assetTag })}
          asksPerson={false}
          asksLocation
          onMove={(move) => checkInAsset.mutateAsync({ locationId: move.locationId ?? undefined, note: move.note, version })}
        />
      )}
      {transfer(state, SOMEONE).ok && (
        <AssetMoveDialog
          label={t('move.transfer')}
          title={t('move.transferTitle', { tag: asset.assetTag })}
          asksPerson
          asksLocation={false}
          onMove={(move) => transferAsset.mutateAsync({ assigneeId: move.assigneeId!, note: move.note, version })}
        />
      )}
      <Link className="button" href={managePaths.updateAsset(asset.productType, asset.id, asset.productType)}>
        {t('manage:actions.edit')}
      </Link>
      <Link className="button" href={managePaths.labels([asset.id])}>
        {t('details.printLabel')}
      </Link>
      {asset.archived ? (
        <ConfirmAction
          label={t('manage:actions.restore')}
          title={t('details.restoreTitle', { tag: asset.assetTag })}
          confirmLabel={t('manage:actions.restore')}
          onConfirm={() => restoreAsset.mutateAsync({ id: asset.id, version })}
        >
          {t('details.restoreBody')}
        </ConfirmAction>
      ) : (
        <>
          <ConfirmAction
            label={t('manage:actions.archive')}
            title={t('details.archiveTitle', { tag: asset.assetTag })}
            confirmLabel={t('manage:actions.archive')}
            destructive
            isDisabled={!archiving.ok}
            onConfirm={() => archiveAsset.mutateAsync({ id: asset.id, version })}
          >
            {t('details.archiveBody')}
          </ConfirmAction>
          {!archiving.ok && <p className="muted asset-actions__why">{t(`manage:refusals.${archiving.code}`, { ...archiving.params, defaultValue: archiving.reason })}</p>}
        </>
      )}
    </>
  );
}
