import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { tokenHandlers } from './token-handlers';
import { webhookHandlers } from './webhook-handlers';

/** Integrations in memory, one area after another. */
export function integrationsHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...tokenHandlers(state, baseUrl), ...webhookHandlers(state, baseUrl)];
}
