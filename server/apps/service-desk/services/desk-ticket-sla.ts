import { isClosedCategory } from '../../../../src/apps/service-desk/domain/ticket-status';
import type { AppRepositoriesIn, Repositories, TicketSlaPort } from '../../../kernel';
import type { ServiceDeskOwnRepositories } from '../repositories/repositories';
import { slaStateAt } from './ticket-view';

/** The desk's side of the ticket SLA port: each ticket's state as the queues show it at `now` (slaStateAt), read-only. */
export const deskTicketSla = (repositoriesIn: AppRepositoriesIn<ServiceDeskOwnRepositories>): TicketSlaPort => ({
  async tickets(callers: Repositories, organisationId, query, now) {
    const rows = await repositoriesIn(callers).own.ticketReports.slaRows(organisationId, query);
    return rows.map((row) => ({ number: row.number, team: row.team, slaState: slaStateAt(row, now), closed: isClosedCategory(row.statusCategory) }));
  },
});
