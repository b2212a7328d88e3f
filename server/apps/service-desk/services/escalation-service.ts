import { escalationDue } from '../../../../src/apps/service-desk/domain/escalation-rules';
import { periodicRun, type AppBackground } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import type { TicketRow } from '../repositories/ticket-repository';
import { deskAudit } from './support';
import { recordSla } from './ticket-sla';
import { TicketCore } from './ticket-core';
import type { FastifyBaseLogger } from 'fastify';

/** How many overdue tickets one run looks at; the next run takes the rest. */
const BATCH = 200;

/**
 * The escalation run (every few minutes, by the job worker): a ticket that breached its SLA while open gets its
 * priority raised one step, once, and its team's leads are mailed; only in business hours of its SLA's calendar.
 */
export class EscalationService {
  constructor(
    private readonly deps: ServiceDeskDeps,
    private readonly tickets: TicketCore,
  ) {}

  /** Answers how many tickets it escalated. */
  async run(): Promise<number> {
    const { store, now } = this.deps;
    const at = now();
    let escalated = 0;
    for (const ticket of await store.repos.own.tickets.overdueUnescalated(at, BATCH)) {
      if (await this.escalate(ticket, at)) escalated += 1;
    }
    return escalated;
  }

  private async escalate(ticket: TicketRow, at: Date): Promise<boolean> {
    const { store } = this.deps;
    const desk = store.repos.own;
    // The stored state is as of the last change: bring it up to now first.
    const { policy, clocks } = await recordSla(store.repos, ticket, at);
    if (escalationDue(clocks, at, policy?.calendar ?? null, ticket.escalatedAt !== null) !== 'raise-priority') return false;
    const priorities = await desk.priorities.list(ticket.organisationId);
    const current = priorities.findIndex((priority) => priority.id === ticket.priorityId);
    // Lower order is more urgent: one step up, unless it is the most urgent already.
    const raised = current > 0 ? priorities[current - 1]! : (priorities[current] ?? null);
    await store.transaction(async (repos) => {
      await repos.own.tickets.record(ticket.organisationId, ticket.id, { escalatedAt: at, priorityId: raised?.id ?? ticket.priorityId });
      await repos.audit.append(
        deskAudit(
          { organisationId: ticket.organisationId, userId: null, impersonatorUserId: null },
          { action: 'ticket.escalated', entityType: 'ticket', entityId: ticket.id, before: { priorityId: ticket.priorityId }, after: { priorityId: raised?.id ?? ticket.priorityId } },
        ),
      );
    });
    // A new priority may fall under another policy or target.
    await recordSla(store.repos, { ...ticket, priorityId: raised?.id ?? ticket.priorityId }, at);
    const team = ticket.teamId ? await desk.teams.find(ticket.organisationId, ticket.teamId) : undefined;
    const leads = ticket.teamId ? (await desk.teams.members(ticket.organisationId, [ticket.teamId])).filter((member) => member.role === 'lead') : [];
    const dueAt = ticket.dueAt ?? ticket.resolutionDueAt ?? at;
    await this.tickets.mail.escalate(ticket, leads.map((lead) => lead.email), { team: team?.name ?? 'no team', dueAt, priority: raised?.name ?? '' });
    this.tickets.publish(ticket);
    return true;
  }
}

/** How often the run looks for breached tickets: a breach is escalated within this long of happening. */
export const ESCALATION_EVERY_MS = 5 * 60_000;

/** Runs the escalation every few minutes while the server is up; a failed run is logged and the next one tries again. */
export function escalationBackground(deps: ServiceDeskDeps, log: FastifyBaseLogger): AppBackground {
  const escalations = new EscalationService(deps, new TicketCore(deps));
  return periodicRun(() => escalations.run(), ESCALATION_EVERY_MS, (error) => log.error({ err: error }, 'the service desk escalation run failed'));
}
