import { eq } from 'drizzle-orm';
import { HITS_PER_APP, type RecordHit, type RecordSearcher } from '../../../kernel';
import { RESOLVE_IT_SLUG, RESOLVE_NOW_SLUG } from '../../../../src/apps/service-desk/domain/slug';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import { deskTickets } from '../schema/tickets';

/**
 * Tickets by number (`RES#12`, `12`) or words, for the command palette: an agent finds any ticket and opens it in Resolve
 * IT; everyone else finds only what they asked for, opened where they follow it.
 */
export async function deskRecordSearch(repos: ServiceDeskRepositories, searcher: RecordSearcher, query: string, now = new Date()): Promise<RecordHit[]> {
  const agent = searcher.may(RESOLVE_IT_SLUG);
  if (!agent && !searcher.may(RESOLVE_NOW_SLUG)) return [];
  const scope = agent ? undefined : eq(deskTickets.requesterUserId, searcher.userId);
  const { rows } = await repos.own.tickets.list(searcher.organisationId, { q: query, page: 1, pageSize: HITS_PER_APP }, scope, now);
  return rows.map((ticket) => ({
    kind: 'ticket',
    id: ticket.id,
    title: `RES#${ticket.number} · ${ticket.subject}`,
    detail: ticket.statusName,
    path: agent
      ? `/apps/${RESOLVE_IT_SLUG}/${ticket.serviceType === 'service' ? 'service-request' : 'reported-issue'}/${ticket.id}`
      : `/apps/${RESOLVE_NOW_SLUG}/ticket-detail/${ticket.id}`,
    appSlug: agent ? RESOLVE_IT_SLUG : RESOLVE_NOW_SLUG,
  }));
}
