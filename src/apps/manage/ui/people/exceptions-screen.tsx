import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DataException } from '../../application/ports/review-gateway';
import { EXCEPTION_KINDS, type ExceptionKind } from '../../domain/exception-rules';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useExceptions } from '../queries/use-exceptions';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ManageFrame } from '../shared/app-frame';
import { useListState } from '../../../../ui/kit/use-list-state';
import { ExceptionFact } from './exception-fact';
import { ExceptionFixLink } from './exception-fix-link';

const FILTERS = ['kind'] as const;

type Finding = DataException & { readonly id: string };

const isKind = (value: string | undefined): value is ExceptionKind => (EXCEPTION_KINDS as readonly string[]).includes(value ?? '');

function useExceptionColumns(): Column<Finding>[] {
  const { t } = useTranslation('manage-people');
  return useMemo(
    () => [
      { id: 'kind', header: t('exceptions.columns.kind'), meta: { sortField: 'kind', required: true }, cell: ({ row }) => t(`exceptions.kind.${row.original.kind}`) },
      {
        id: 'record',
        header: t('exceptions.columns.record'),
        meta: { required: true },
        cell: ({ row }) => {
          const { entityType, entityId, label } = row.original;
          return <Link href={entityType === 'licence' ? managePaths.licence(entityId) : managePaths.asset(entityId)}>{label}</Link>;
        },
      },
      { id: 'detail', header: t('exceptions.columns.detail'), cell: ({ row }) => <ExceptionFact exception={row.original} /> },
      { id: 'fix', header: t('exceptions.columns.fix'), meta: { required: true }, cell: ({ row }) => <ExceptionFixLink exception={row.original} /> },
    ],
    [t],
  );
}

/** What the data says is wrong, computed by the server, each finding with the way to where it is fixed. */
export default function ExceptionsScreen() {
  const { t } = useTranslation(['manage-people', 'manage']);
  const controls = useListState(FILTERS, { sort: 'kind' });
  const { page, pageSize, sort, filters } = controls.state;
  const kind = isKind(filters.kind) ? filters.kind : undefined;
  const exceptions = useExceptions({ page, pageSize, sort, kind });
  const columns = useExceptionColumns();
  return (
    <ManageFrame title={t('exceptions.title')} lead={t('exceptions.lead')}>
      <div className="list-toolbar">
        <ListFilter
          label={t('exceptions.columns.kind')}
          name="kind"
          anyLabel={t('exceptions.anyKind')}
          options={EXCEPTION_KINDS.map((value) => ({ value, label: t(`exceptions.kind.${value}`) }))}
          controls={controls}
        />
      </div>
      <QueryView query={exceptions}>
        {(data) => (
          <DataTable
            label={t('exceptions.title')}
            settingsKey="manage-exceptions"
            columns={columns}
            page={{ ...data, items: data.items.map((item) => ({ ...item, id: `${item.kind}:${item.entityType}:${item.entityId}` })) }}
            controls={controls}
            rowLabel={(finding) => finding.label}
            empty={kind ? t('exceptions.noneOfKind') : t('exceptions.none')}
          />
        )}
      </QueryView>
    </ManageFrame>
  );
}
