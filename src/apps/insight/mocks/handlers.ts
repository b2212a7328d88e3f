import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { environmentalHandlers } from './environmental-handlers';
import { reportHandlers } from './report-handlers';

/** The insight apps in memory: Environmental Reporting and Insights Center. */
export function insightHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...environmentalHandlers(state, baseUrl), ...reportHandlers(state, baseUrl)];
}
