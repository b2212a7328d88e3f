import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { buybackHandlers } from './buyback-handlers';

/** The returns apps' MSW handlers, one area per line. */
export function returnsHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...buybackHandlers(state, baseUrl)];
}
