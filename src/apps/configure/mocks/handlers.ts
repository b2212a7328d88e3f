import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { listConfigureItems } from '../../../../contract/apps/configure/routes';
import { parseSort } from '../../../../contract/list';
import { mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { configureDataOf } from './mock-state';

/** Configure in memory: the organisation's items, searched, sorted and paged as the server does. */
export function configureHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  return [
    route(listConfigureItems, ({ caller, query }) => {
      const words = query.q?.toLowerCase();
      const { field, descending } = parseSort(query.sort, 'name' as const);
      const items = configureDataOf(state)
        .items.filter((item) => item.organisationId === caller.user.organisationId && (!words || item.name.toLowerCase().includes(words)))
        .map(({ organisationId: _organisation, ...item }) => item)
        .sort((a, b) => (descending ? -1 : 1) * a[field].localeCompare(b[field]));
      return pageOfItems(items, query);
    }),
  ];
}
