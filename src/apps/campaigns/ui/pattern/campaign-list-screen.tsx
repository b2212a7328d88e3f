import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { formatDay } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { CampaignItem, CampaignListRequest } from '../../application/ports/campaign-views';
import { CAMPAIGN_STATUSES } from '../../domain/campaign-status';
import { useCampaigns } from '../queries/campaign-queries';
import { CampaignStatusBadge } from './campaign-badges';
import { CampaignFrame } from './campaign-frame';
import { campaignKindOf } from './campaign-kind-of';
import { campaignPaths } from '../../domain/campaign-paths';

const FILTERS = ['status'];

/** campaigns: the kind's campaigns, newest first, each with how far its people got. */
export default function CampaignListScreen({ match }: ScreenProps) {
  const { t, i18n } = useTranslation('campaigns-pattern');
  const kind = campaignKindOf(match);
  const paths = campaignPaths(kind);
  const controls = useListState(FILTERS, { sort: '-createdAt' });
  const campaigns = useCampaigns(kind, controls.request as CampaignListRequest);
  const columns = useMemo<Column<CampaignItem>[]>(
    () => [
      { id: 'name', header: t('columns.name'), meta: { sortField: 'name', required: true }, cell: ({ row }) => <Link href={paths.details(row.original.id)}>{row.original.name}</Link> },
      { id: 'status', header: t('columns.status'), meta: { sortField: 'status' }, cell: ({ row }) => <CampaignStatusBadge status={row.original.status} /> },
      { id: 'contactDate', header: t('columns.contactDate'), meta: { sortField: 'contactDate' }, cell: ({ row }) => formatDay(row.original.contactDate, i18n.language) },
      { id: 'deadline', header: t('columns.deadline'), cell: ({ row }) => formatDay(row.original.deadline, i18n.language) },
      { id: 'progress', header: t('columns.progress'), meta: { numeric: true }, cell: ({ row }) => t('progress', { done: row.original.done, count: row.original.people }) },
    ],
    [t, i18n.language, paths],
  );
  return (
    <CampaignFrame
      kind={kind}
      title={t(`kinds.${kind}`)}
      lead={t('list.lead')}
      actions={
        <Link href={paths.wizard} className="button button--primary">
          {t('list.new')}
        </Link>
      }
    >
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
        <ListFilter label={t('columns.status')} name="status" anyLabel={t('list.anyStatus')} options={CAMPAIGN_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))} controls={controls} />
      </div>
      <QueryView query={campaigns}>
        {(page) => (
          <DataTable
            label={t('list.tableLabel')}
            settingsKey={`campaigns-${kind}`}
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(campaign) => campaign.name}
            empty={controls.narrowed ? t('list.noMatch') : t('list.empty')}
          />
        )}
      </QueryView>
    </CampaignFrame>
  );
}
