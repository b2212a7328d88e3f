import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { loopHandlers } from './loop-handlers';
import { patternHandlers } from './pattern-handlers';
import { recoverHandlers } from './recover-handlers';
import { refreshHandlers } from './refresh-handlers';

/** campaigns in memory over one shared state (campaigns-mock-state.ts): the pattern's routes of every kind, then each kind's own. */
export function campaignsHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...patternHandlers(state, baseUrl), ...recoverHandlers(state, baseUrl), ...refreshHandlers(state, baseUrl), ...loopHandlers(state, baseUrl)];
}
