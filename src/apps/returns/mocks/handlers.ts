import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { repairHandlers } from './repair-handlers';

/** The returns app's MSW handlers, one list per area. */
export function returnsHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...repairHandlers(state, baseUrl)];
}
