import { deskQueuePath } from '../../../../src/apps/service-desk/domain/ticket-paths';
import { RESOLVE_IT_SLUG } from '../../../../src/apps/service-desk/domain/slug';
import type { PersonSummaryLine } from '../../../kernel';
import type { ServiceDeskRepositories } from '../repositories/repositories';

/**
 * The tickets a person requested, as Resolve IT counts them, linked to the queue of their newest ticket searched for
 * their address; none when they requested none.
 */
export async function deskPersonSummary(repos: ServiceDeskRepositories, organisationId: string, personId: string, at: Date): Promise<PersonSummaryLine[]> {
  const { total, open, newest } = await repos.own.tickets.requestedBy(organisationId, personId, at);
  if (!newest) return [];
  return [
    {
      key: 'tickets',
      appSlug: RESOLVE_IT_SLUG,
      count: total,
      open,
      amountMinor: null,
      currency: null,
      href: deskQueuePath(newest.serviceType, newest.requesterEmail),
    },
  ];
}
