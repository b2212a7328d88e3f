import { appBase } from '../../../../domain/routing/route-builders';
import type { ServiceKind } from '../../application/ports/ticket-views';
import type { ConfigPage } from '../../domain/admin-pages';
import { RESOLVE_IT_SLUG } from '../../domain/slug';
import { deskQueuePath, deskTicketPath } from '../../domain/ticket-paths';

const base = appBase(RESOLVE_IT_SLUG);

/** Resolve IT's pages (spec 2.4), so no screen spells a path by hand. */
export const adminPaths = {
  dashboard: `${base}/dashboard`,
  queue: (kind: ServiceKind) => deskQueuePath(kind),
  ticket: deskTicketPath,
  config: (page: ConfigPage) => `${base}/${page}`,
} as const;

/** Which queue a route belongs to: the reported issues (problems) or the service requests. */
export function kindOfRoute(routeName: string | undefined): ServiceKind {
  return routeName === `${RESOLVE_IT_SLUG}-reported-issues` || routeName === `${RESOLVE_IT_SLUG}-reported-issue` ? 'problem' : 'service';
}
