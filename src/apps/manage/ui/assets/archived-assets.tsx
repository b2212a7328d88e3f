import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../application/ports/assets-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useAssetList, useRestoreAsset } from '../queries/use-assets';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { useListState } from '../../../../ui/kit/use-list-state';
import { useAssetColumns } from './asset-columns';
import { useProblemText } from '../../../../ui/kit/problem-text';

const NO_FILTERS: readonly string[] = [];
const DEFAULTS = { sort: 'assetTag' };

/** Archived assets, paged like the working list, each with a way back into it. */
export function ArchivedAssets() {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const { problemText } = useProblemText();
  const controls = useListState(NO_FILTERS, DEFAULTS);
  const list = useAssetList({ ...controls.request, archived: true });
  const restore = useRestoreAsset();
  const [failure, setFailure] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const restoreColumn: Column<Asset> = {
    id: 'restore',
    header: t('archived.restoreColumn'),
    meta: { required: true },
    cell: ({ row }) => (
      <RippleButton
        className="button"
        aria-label={t('archived.restore', { tag: row.original.assetTag })}
        isPending={restore.isPending && restore.variables?.id === row.original.id}
        onPress={() => {
          setFailure(null);
          setRestored(null);
          restore.mutate(
            { id: row.original.id, version: row.original.version },
            { onSuccess: () => setRestored(row.original.assetTag), onError: (error) => setFailure(problemText(error)) },
          );
        }}
      >
        {t('manage:actions.restore')}
      </RippleButton>
    ),
  };
  const columns = [...useAssetColumns(), restoreColumn];
  return (
    <>
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
      </div>
      <FormError>{failure}</FormError>
      {restored && <p role="status">{t('archived.restored', { tag: restored })}</p>}
      <QueryView query={list}>
        {(page) => (
          <DataTable
            label={t('archived.table')}
            settingsKey="archived-assets"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(asset) => asset.assetTag}
            empty={t('archived.empty')}
          />
        )}
      </QueryView>
    </>
  );
}
