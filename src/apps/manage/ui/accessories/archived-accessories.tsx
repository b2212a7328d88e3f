import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Accessory } from '../../application/ports/accessories-gateway';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAccessories, useRestoreAccessory } from '../queries/use-accessories';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListSearch } from '../../../../ui/kit/list-search';
import { useListState } from '../../../../ui/kit/use-list-state';
import { accessoryColumns } from './accessory-columns';

const NO_FILTERS: readonly string[] = [];

function RestoreAccessory({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const restore = useRestoreAccessory();
  return (
    <ConfirmAction
      label={t('manage:actions.restore')}
      ariaLabel={t('manage:actions.restoreNamed', { name: accessory.name })}
      title={t('archived.restoreTitle', { name: accessory.name })}
      confirmLabel={t('manage:actions.restore')}
      onConfirm={() => restore.mutateAsync({ id: accessory.id, version: accessory.version })}
    >
      {t('archived.restoreBody')}
    </ConfirmAction>
  );
}

/** Archived accessories, one server page at a time, each with its way back to the working list. */
export function ArchivedAccessories() {
  const { t, i18n } = useTranslation(['manage-accessories', 'manage']);
  const controls = useListState(NO_FILTERS, { sort: 'name' });
  const { page, pageSize, q, sort } = controls.request;
  const accessories = useAccessories({ page, pageSize, q, sort, archived: true });
  const columns = useMemo<Column<Accessory>[]>(
    () => [
      ...accessoryColumns(t, i18n.language),
      { id: 'actions', header: t('columns.actions'), meta: { required: true }, cell: ({ row }) => <RestoreAccessory accessory={row.original} /> },
    ],
    [t, i18n.language],
  );
  return (
    <section aria-labelledby="archived-accessories">
      <h2 id="archived-accessories">{t('archived.title')}</h2>
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
      </div>
      <QueryView query={accessories}>
        {(data) => (
          <DataTable
            label={t('archived.title')}
            settingsKey="manage-archived-accessories"
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(accessory) => accessory.name}
            empty={t('archived.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}
