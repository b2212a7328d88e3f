import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as routes from '../../../../contract/apps/audit/routes';
import { parseSort } from '../../../../contract/list';
import { mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { auditRoundHandlers } from './audit-round-handlers';

/** The audit trail in memory: the organisation's entries, filtered and sorted as the server does. */
export function auditHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const trailOf = (organisationId: string) => state.audit.filter((row) => row.organisationId === organisationId).map((row) => row.entry);
  return [
    route(routes.listAuditLog, ({ caller, query }) => {
      const entries = trailOf(caller.user.organisationId).filter(
        (entry) =>
          (!query.action || entry.action === query.action) &&
          (!query.appSlug || entry.appSlug === query.appSlug) &&
          (!query.userId || entry.user?.id === query.userId || entry.impersonator?.id === query.userId),
      );
      const { field, descending } = parseSort(query.sort ?? '-at', 'at' as const);
      return pageOfItems([...entries].sort((a, b) => (descending ? -1 : 1) * a[field].localeCompare(b[field])), query);
    }),
    ...auditRoundHandlers(state, baseUrl),
  ];
}
