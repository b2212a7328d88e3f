import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../ui/kit/data-table';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import { useExternalTickets } from '../queries/use-external-tickets';
import { externalPaths } from '../requester/requester-paths';
import { ticketColumns } from '../requester/ticket-columns';
import { TICKET_FILTERS, TicketFilters, ticketQueryOf } from '../requester/ticket-filters';
import { ExternalFrame } from './external-frame';

/** /external/resolve-now: the tickets of the signed-in address, and only those. */
export default function ExternalTicketsScreen() {
  const { t } = useTranslation('shell');
  return <ExternalFrame title={t('routes.external-resolve-now')}>{(token) => <ExternalTicketList token={token} />}</ExternalFrame>;
}

function ExternalTicketList({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['service-desk-requester', 'service-desk', 'shell']);
  const controls = useListState(TICKET_FILTERS, { sort: '-updatedAt' });
  const tickets = useExternalTickets(token, ticketQueryOf(controls));
  const columns = useMemo(() => ticketColumns(t, i18n.language, externalPaths.ticket), [t, i18n.language]);
  return (
    <>
      <TicketFilters controls={controls} />
      <QueryView query={tickets}>
        {(page) => (
          <DataTable
            label={t('shell:routes.external-resolve-now')}
            settingsKey="service-desk-external-tickets"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(ticket) => `${ticket.reference} ${ticket.subject}`}
            empty={controls.narrowed ? t('myTickets.noMatch') : t('shell:external.noTickets')}
          />
        )}
      </QueryView>
    </>
  );
}
