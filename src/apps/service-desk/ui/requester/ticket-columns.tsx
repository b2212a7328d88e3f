import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import type { Column } from '../../../../ui/kit/data-table';
import { formatTimestamp } from '../../../../ui/kit/format';
import type { TicketItem } from '../../application/ports/ticket-views';
import { ApprovalBadge, SlaBadge, StatusBadge } from './ticket-badges';

/** The columns of a list of tickets, for my tickets and the external list alike; `href` leads to one ticket. */
export function ticketColumns(t: TFunction, language: string, href: (id: string) => string): Column<TicketItem>[] {
  return [
    {
      id: 'number',
      header: t('service-desk:columns.reference'),
      meta: { sortField: 'number', required: true },
      cell: ({ row }) => <Link href={href(row.original.id)}>{row.original.reference}</Link>,
    },
    { id: 'subject', header: t('service-desk:columns.subject'), meta: { sortField: 'subject', required: true }, cell: ({ row }) => row.original.subject },
    {
      id: 'status',
      header: t('service-desk:columns.status'),
      cell: ({ row }) => (
        <span className="desk-badges">
          <StatusBadge status={row.original.status} />
          <ApprovalBadge state={row.original.approvalState} />
        </span>
      ),
    },
    { id: 'kind', header: t('service-desk:columns.kind'), cell: ({ row }) => t(`service-desk:kind.${row.original.serviceType}`) },
    { id: 'updatedAt', header: t('service-desk:columns.updated'), meta: { sortField: 'updatedAt' }, cell: ({ row }) => formatTimestamp(row.original.updatedAt, language) },
    {
      id: 'due',
      header: t('service-desk:columns.due'),
      cell: ({ row }) =>
        row.original.dueAt ? (
          <span className="desk-badges">
            {formatTimestamp(row.original.dueAt, language)} <SlaBadge state={row.original.slaState} />
          </span>
        ) : (
          t('service-desk:none')
        ),
    },
  ];
}
