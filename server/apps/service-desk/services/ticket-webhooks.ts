import type { WebhookEventsPort } from '../../../kernel';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import type { TicketRow } from '../repositories/ticket-repository';

/** The changes of a ticket that outside systems follow (ticket.updated); other fields (tags, type) stay inside. */
const FOLLOWED = [
  ['statusId', 'status'],
  ['priorityId', 'priority'],
  ['assigneeId', 'assignee'],
] as const;

type Followed = Partial<Pick<TicketRow, 'statusId' | 'priorityId' | 'assigneeId'>>;

/** The followed fields a change sets to something new, by the names receivers read. */
export function followedChanges(before: Followed, change: Followed): string[] {
  return FOLLOWED.filter(([field]) => change[field] !== undefined && change[field] !== before[field]).map(([, name]) => name);
}

/** Emits ticket.updated in the caller's transaction when a followed field changed; the status is named as agents see it. */
export async function announceTicketUpdate(webhookEvents: WebhookEventsPort, repos: ServiceDeskRepositories, ticket: TicketRow, changed: readonly string[], statusId: string, at: Date): Promise<void> {
  if (changed.length === 0) return;
  const status = await repos.own.statuses.find(ticket.organisationId, statusId);
  const data = { id: ticket.id, number: ticket.number, subject: ticket.subject, status: status?.name ?? '', changed: [...changed], updatedAt: at.toISOString() };
  await webhookEvents.emit(repos, ticket.organisationId, { type: 'ticket.updated', data }, at);
}
