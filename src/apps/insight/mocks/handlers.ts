import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { environmentalHandlers } from './environmental-handlers';

/** The insight apps in memory: Environmental Reporting. */
export function insightHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...environmentalHandlers(state, baseUrl)];
}
