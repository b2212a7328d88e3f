import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as routes from '../../../../contract/apps/people/routes';
import { parseSort } from '../../../../contract/list';
import { mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { invitationHandlers } from './invitation-handlers';

/** The organisation's directory in memory, searched, filtered by role and sorted as the server does. */
export function peopleHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  return [
    route(routes.listUsers, ({ caller, query }) => {
      const text = query.q?.toLowerCase();
      const { field, descending } = parseSort(query.sort, 'name' as const);
      const people = state.users
        .filter((user) => user.organisationId === caller.user.organisationId)
        .filter((user) => (!query.role || user.role === query.role) && (!text || `${user.name} ${user.email}`.toLowerCase().includes(text)))
        .map(({ id, email, name, role, createdAt, version }) => ({ id, email, name, role, createdAt, version }))
        .sort((a, b) => (descending ? -1 : 1) * a[field].localeCompare(b[field]));
      return pageOfItems(people, query);
    }),
    ...invitationHandlers(state, baseUrl),
  ];
}
