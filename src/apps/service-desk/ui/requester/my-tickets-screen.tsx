import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable } from '../../../../ui/kit/data-table';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useMyTickets } from '../queries/use-requester-tickets';
import { RequesterFrame } from './requester-frame';
import { deskPaths } from './requester-paths';
import { requesterSlugOf } from './requester-slug';
import { ticketColumns } from './ticket-columns';
import { TICKET_FILTERS, TicketFilters, ticketQueryOf } from './ticket-filters';

/** my-tickets: my tickets and those I am in copy of, one server page at a time, newest change first. */
export default function MyTicketsScreen({ match }: ScreenProps) {
  const { t, i18n } = useTranslation(['service-desk-requester', 'service-desk']);
  const slug = requesterSlugOf(match);
  const paths = deskPaths(slug);
  const controls = useListState(TICKET_FILTERS, { sort: '-updatedAt' });
  const tickets = useMyTickets(slug, ticketQueryOf(controls));
  const columns = useMemo(() => ticketColumns(t, i18n.language, deskPaths(slug).ticket), [t, i18n.language, slug]);
  return (
    <RequesterFrame
      slug={slug}
      title={t('myTickets.title')}
      lead={t('myTickets.lead')}
      actions={
        <>
          <Link href={paths.requestService} className="button button--primary">
            {t('actions.requestService')}
          </Link>
          <Link href={paths.reportProblem} className="button">
            {t('actions.reportProblem')}
          </Link>
        </>
      }
    >
      <TicketFilters controls={controls} />
      <QueryView query={tickets}>
        {(page) => (
          <DataTable
            label={t('myTickets.tableLabel')}
            settingsKey="service-desk-my-tickets"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(ticket) => `${ticket.reference} ${ticket.subject}`}
            empty={controls.narrowed ? t('myTickets.noMatch') : t('myTickets.empty')}
          />
        )}
      </QueryView>
    </RequesterFrame>
  );
}
