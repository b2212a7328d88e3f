import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { TimeText } from '../../../../ui/kit/display';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { QueryView } from '../../../../ui/kit/query-view';
import { SavedViews } from '../../../../ui/kit/saved-views';
import { useListState } from '../../../../ui/kit/use-list-state';
import { useShownRoute } from '../../../../ui/routing/use-navigation';
import { SLA_STATES, type AgentTicketItem, type DeskOptions, type SlaState } from '../../application/ports/admin-tickets-gateway';
import type { ServiceKind } from '../../application/ports/ticket-views';
import { useAgentTickets, useDeskOptions } from '../queries/admin-tickets';
import { ApprovalBadge, StatusBadge } from '../requester/ticket-badges';
import { AdminFrame } from './admin-frame';
import { adminPaths, kindOfRoute } from './admin-paths';
import { PriorityLabel, SlaCell } from './ticket-labels';
import { FoldingFilters } from '../../../../ui/kit/folding-filters';

const FILTERS = ['open', 'statusId', 'priorityId', 'teamId', 'assignee', 'slaState', 'tag'] as const;

function useQueueColumns(kind: ServiceKind): Column<AgentTicketItem>[] {
  const { t } = useTranslation('service-desk-admin');
  return useMemo(
    () => [
      {
        id: 'reference',
        header: t('queue.columns.reference'),
        meta: { sortField: 'number', required: true },
        cell: ({ row }) => <Link href={adminPaths.ticket(kind, row.original.id)}>{row.original.reference}</Link>,
      },
      { id: 'subject', header: t('queue.columns.subject'), meta: { sortField: 'subject', required: true, holdsDetails: true }, cell: ({ row }) => row.original.subject },
      { id: 'requester', header: t('queue.columns.requester'), meta: { priority: 'low' }, cell: ({ row }) => row.original.requester.name },
      {
        id: 'status',
        header: t('queue.columns.status'),
        meta: { sortField: 'status' },
        cell: ({ row }) => (
          <span className="queue__status">
            <StatusBadge status={row.original.status} />
            <ApprovalBadge state={row.original.approvalState} />
          </span>
        ),
      },
      { id: 'priority', header: t('queue.columns.priority'), meta: { sortField: 'priority' }, cell: ({ row }) => <PriorityLabel priority={row.original.priority} /> },
      { id: 'team', header: t('queue.columns.team'), meta: { priority: 'low' }, cell: ({ row }) => row.original.team?.name ?? t('queue.noTeam') },
      { id: 'assignee', header: t('queue.columns.assignee'), cell: ({ row }) => row.original.assignee?.name ?? t('queue.unassigned') },
      { id: 'sla', header: t('queue.columns.sla'), meta: { sortField: 'dueAt' }, cell: ({ row }) => <SlaCell state={row.original.slaState} dueAt={row.original.dueAt} /> },
      { id: 'tags', header: t('queue.columns.tags'), meta: { priority: 'low' }, cell: ({ row }) => row.original.tags.join(', ') },
      { id: 'updated', header: t('queue.columns.updated'), meta: { sortField: 'updatedAt', priority: 'low' }, cell: ({ row }) => <TimeText at={row.original.updatedAt} relative /> },
    ],
    [t, kind],
  );
}

/** The filters of a queue, offering what the desk configured. */
function QueueFilters({ options, controls }: { options: DeskOptions | undefined; controls: ReturnType<typeof useListState> }) {
  const { t } = useTranslation('service-desk-admin');
  const named = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <>
      <ListFilter label={t('queue.filters.open')} name="open" anyLabel={t('queue.filters.everyTicket')} options={[{ value: 'true', label: t('queue.filters.openOnly') }]} controls={controls} />
      <ListFilter label={t('queue.filters.status')} name="statusId" anyLabel={t('queue.filters.any')} options={named(options?.statuses)} controls={controls} />
      <ListFilter label={t('queue.filters.priority')} name="priorityId" anyLabel={t('queue.filters.any')} options={named(options?.priorities)} controls={controls} />
      <ListFilter
        label={t('queue.filters.team')}
        name="teamId"
        anyLabel={t('queue.filters.any')}
        options={[{ value: 'none', label: t('queue.noTeam') }, ...named(options?.teams)]}
        controls={controls}
      />
      <ListFilter
        label={t('queue.filters.assignee')}
        name="assignee"
        anyLabel={t('queue.filters.anyone')}
        options={[{ value: 'me', label: t('queue.filters.me') }, { value: 'unassigned', label: t('queue.unassigned') }, ...named(options?.agents)]}
        controls={controls}
      />
      <ListFilter
        label={t('queue.filters.sla')}
        name="slaState"
        anyLabel={t('queue.filters.any')}
        options={SLA_STATES.map((state) => ({ value: state, label: t(`sla.states.${state}`) }))}
        controls={controls}
      />
      <ListFilter
        label={t('queue.filters.tag')}
        name="tag"
        anyLabel={t('queue.filters.any')}
        options={(options?.tags ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
        controls={controls}
      />
    </>
  );
}

/**
 * A Resolve IT queue: the reported issues or the service requests, a server page at a time, searched, filtered,
 * sorted and kept in the address, with each ticket's SLA at a glance.
 */
export default function QueueScreen() {
  const { t } = useTranslation('service-desk-admin');
  const kind = kindOfRoute(useShownRoute()?.match.route.name);
  const controls = useListState(FILTERS, { sort: 'urgency' });
  const { page, pageSize, q, sort, filters } = controls.state;
  const tickets = useAgentTickets({
    serviceType: kind,
    page,
    pageSize,
    q: q || undefined,
    sort,
    statusId: filters.statusId,
    priorityId: filters.priorityId,
    teamId: filters.teamId,
    assignee: filters.assignee,
    slaState: (SLA_STATES as readonly string[]).includes(filters.slaState ?? '') ? (filters.slaState as SlaState) : undefined,
    tag: filters.tag,
    open: filters.open === undefined ? undefined : filters.open === 'true',
  });
  const options = useDeskOptions();
  const columns = useQueueColumns(kind);
  const title = t(`queue.title.${kind}`);
  return (
    <AdminFrame title={title} lead={t(`queue.lead.${kind}`)}>
      <div className="list-toolbar queue__toolbar">
        <ListSearch label={t('queue.search')} controls={controls} />
        <FoldingFilters active={Object.keys(filters).length}>
          <QueueFilters options={options.data} controls={controls} />
        </FoldingFilters>
      </div>
      <QueryView query={tickets}>
        {(data) => (
          <DataTable
            label={title}
            settingsKey={`resolve-it-${kind}`}
            columns={columns}
            page={data}
            controls={controls}
            rowLabel={(ticket) => `${ticket.reference} ${ticket.subject}`}
            rowHref={(ticket) => adminPaths.ticket(kind, ticket.id)}
            empty={t('queue.empty')}
            tools={<SavedViews listKey={`resolve-it-${kind}`} controls={controls} />}
          />
        )}
      </QueryView>
    </AdminFrame>
  );
}
