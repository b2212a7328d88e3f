import type { BusinessCalendar } from '../../../../src/domain/calendars/business-calendar';
import { nextDue, slaClocks, slaState, type SlaClocks } from '../../../../src/apps/service-desk/domain/sla-clock';
import { chooseSla, type SlaPolicy } from '../../../../src/apps/service-desk/domain/sla-policy';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import type { TicketRow } from '../repositories/ticket-repository';
import type { deskSlaPolicies } from '../schema/config';

export interface TicketSla {
  readonly policy: SlaPolicy | null;
  readonly clocks: SlaClocks;
}

/** The organisation's SLA policies as the domain reads them. */
export async function slaPoliciesOf(repos: ServiceDeskRepositories, organisationId: string): Promise<SlaPolicy[]> {
  return (await repos.own.slaPolicies.list(organisationId)).map(slaPolicyOf);
}

/** A stored policy as the domain reads it: its calendar was checked by the contract and calendarProblems when saved. */
export function slaPolicyOf(row: typeof deskSlaPolicies.$inferSelect): SlaPolicy {
  return { id: row.id, name: row.name, order: row.order, condition: row.condition, calendar: row.calendar as BusinessCalendar | null, targets: row.targets };
}

/**
 * The ticket's clocks at `now`, from its status history and its public agent replies (internal notes never count).
 * The policy is chosen afresh from the ticket's current facts, so a change of priority or team moves the deadlines.
 */
export async function slaOf(repos: ServiceDeskRepositories, ticket: TicketRow, now: Date, policies?: readonly SlaPolicy[]): Promise<TicketSla> {
  const desk = repos.own;
  const policy = chooseSla(policies ?? (await slaPoliciesOf(repos, ticket.organisationId)), {
    priorityId: ticket.priorityId ?? '',
    teamId: ticket.teamId,
    ticketTypeId: ticket.ticketTypeId,
    serviceType: ticket.serviceType,
    tags: ticket.tags,
  });
  const statuses = (await desk.statusChanges.ofTicket(ticket.id)).map(({ at, category, pausesSla }) => ({ at, category, pausesSla }));
  const publicAgentReplies = await desk.messages.publicAgentReplies(ticket.id);
  const clocks = slaClocks(policy, ticket.priorityId ?? '', { createdAt: ticket.createdAt, statuses, publicAgentReplies }, now);
  return { policy, clocks };
}

/**
 * Stores what queues and the dashboard filter on: the state, the next deadline and the promised times. Run after
 * every change of a ticket, and by the escalation job for tickets whose deadline passed without one.
 */
export async function recordSla(repos: ServiceDeskRepositories, ticket: TicketRow, now: Date, policies?: readonly SlaPolicy[]): Promise<TicketSla> {
  const sla = await slaOf(repos, ticket, now, policies);
  await repos.own.tickets.record(ticket.organisationId, ticket.id, slaColumnsOf(sla));
  return sla;
}

/** The ticket's stored SLA columns for its clocks (the state without `now`: due-soon is read against the clock). */
export function slaColumnsOf({ policy, clocks }: TicketSla) {
  return {
    slaPolicyId: policy?.id ?? null,
    slaState: slaState(clocks),
    dueAt: nextDue(clocks),
    firstResponseDueAt: clocks.firstResponse.dueAt,
    resolutionDueAt: clocks.resolution.dueAt,
    firstRespondedAt: clocks.firstResponse.doneAt,
  };
}
