import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { environmentalHandlers } from './environmental-handlers';
import { reportHandlers } from './report-handlers';
import { savedReportHandlers } from './saved-report-handlers';

/** The insight apps in memory: Environmental Reporting, and Insights Center's reports, saved reports and schedules. */
export function insightHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...environmentalHandlers(state, baseUrl), ...reportHandlers(state, baseUrl), ...savedReportHandlers(state, baseUrl)];
}
