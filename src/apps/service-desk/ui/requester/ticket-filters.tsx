import { useTranslation } from 'react-i18next';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import type { ListControls } from '../../../../ui/kit/use-list-state';
import type { ServiceKind, TicketQuery } from '../../application/ports/ticket-views';
import { STATUS_CATEGORIES, type StatusCategory } from '../../domain/ticket-status';

/** The list state a ticket list keeps in the address besides page, search and sort. */
export const TICKET_FILTERS = ['statusCategory', 'serviceType'] as const;
const SERVICE_KINDS: readonly ServiceKind[] = ['service', 'problem'];

/** The list call of the address's state; a filter value the address garbled is left out rather than sent. */
export function ticketQueryOf(controls: ListControls): TicketQuery {
  const { page, pageSize, q, sort } = controls.request;
  const { statusCategory, serviceType } = controls.state.filters;
  return {
    page,
    pageSize,
    ...(q && { q }),
    ...(sort && { sort }),
    ...(STATUS_CATEGORIES.includes(statusCategory as StatusCategory) && { statusCategory: statusCategory as StatusCategory }),
    ...(SERVICE_KINDS.includes(serviceType as ServiceKind) && { serviceType: serviceType as ServiceKind }),
  };
}

/** Search, status and kind over a list of tickets. */
export function TicketFilters({ controls }: { controls: ListControls }) {
  const { t } = useTranslation('service-desk');
  return (
    <div className="list-toolbar">
      <ListSearch label={t('list.search')} controls={controls} />
      <ListFilter
        label={t('list.status')}
        name="statusCategory"
        anyLabel={t('list.anyStatus')}
        options={STATUS_CATEGORIES.map((category) => ({ value: category, label: t(`statusCategory.${category}`) }))}
        controls={controls}
      />
      <ListFilter
        label={t('list.kind')}
        name="serviceType"
        anyLabel={t('list.anyKind')}
        options={SERVICE_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        controls={controls}
      />
    </div>
  );
}
