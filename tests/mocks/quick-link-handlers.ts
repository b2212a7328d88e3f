import type { HttpHandler } from 'msw';
import { ProblemTypes } from '../../contract/problem';
import * as routes from '../../contract/quick-links';
import type { QuickLink } from '../../src/domain/quick-links/quick-link';
import { MockProblem, mockRouter } from './mock-route';
import type { MockState } from './mock-state';

const MANAGE_SLUG = 'manage-beta';

/**
 * Pins as the server keeps them, and a record search over the mock organisation's people (the mocks hold no fleet,
 * tickets or orders of the apps in one place): what Manage answers for a name.
 */
export function quickLinkHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const pins = new Map<string, { items: QuickLink[]; version: number }>();
  return [
    route(routes.getQuickLinks, ({ caller }) => pins.get(caller.user.id) ?? { items: [], version: 0 }),
    route(routes.saveQuickLinks, ({ caller, body }) => {
      const current = pins.get(caller.user.id)?.version ?? 0;
      if (body.version !== current) throw new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
      const saved = { items: body.items, version: current + 1 };
      pins.set(caller.user.id, saved);
      return saved;
    }),
    route(routes.searchRecords, ({ caller, query }) => {
      if (!state.access(caller.user).allowed.includes(MANAGE_SLUG)) return { hits: [] };
      const q = query.q.toLowerCase();
      const people = state.users.filter((user) => user.organisationId === caller.user.organisationId && `${user.name} ${user.email}`.toLowerCase().includes(q));
      return {
        hits: people.slice(0, 5).map((user) => ({
          kind: 'person' as const,
          id: user.id,
          title: user.name,
          detail: user.email,
          path: `/apps/${MANAGE_SLUG}/user-detail/${user.id}`,
          appSlug: MANAGE_SLUG,
        })),
      };
    }),
  ];
}
