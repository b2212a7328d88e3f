import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { adminHandlers } from './admin-handlers';
import { requesterHandlers } from './requester-handlers';

/** The service desk in memory: the employees' mounts and the external view, and Resolve IT. */
export function serviceDeskHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...requesterHandlers(state, baseUrl), ...adminHandlers(state, baseUrl)];
}
