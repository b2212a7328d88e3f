import type { Repositories } from '../repositories';
import type { DayRange } from '../repositories/query-helpers';

/** A ticket as a report of the desk's service levels reads it: its team and its SLA state as the queues show it now. */
export interface TicketSlaFact {
  readonly number: number;
  readonly team: string | null;
  /** The queues' state (none, on-track, due-soon, breached, met), read at `now` as they read it. */
  readonly slaState: string;
  /** Resolved or closed. */
  readonly closed: boolean;
}

/** Read-only facts of the service desk's tickets for reports (Insights Center), kept by the service desk. */
export interface TicketSlaPort {
  /** The tickets created on the range's days (in its zone), at most `limit`, newest first. */
  tickets(
    repos: Repositories,
    organisationId: string,
    query: DayRange & { readonly limit: number },
    now: Date,
  ): Promise<TicketSlaFact[]>;
}
