import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { agentTicketHandlers } from './agent-ticket-handlers';
import { catalogueConfigHandlers } from './catalogue-config-handlers';
import { deskOverviewHandlers } from './desk-overview-handlers';
import { emailChannelHandlers } from './email-channel-handlers';
import { mailboxOAuthHandlers } from './mailbox-oauth-handlers';
import { requesterHandlers } from './requester-handlers';
import { slaConfigHandlers } from './sla-config-handlers';
import { teamConfigHandlers } from './team-config-handlers';

/** The service desk in memory: the employees' mounts and the external view, Resolve IT's tickets and its configuration. */
export function serviceDeskHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [
    ...requesterHandlers(state, baseUrl),
    ...agentTicketHandlers(state, baseUrl),
    ...deskOverviewHandlers(state, baseUrl),
    ...slaConfigHandlers(state, baseUrl),
    ...catalogueConfigHandlers(state, baseUrl),
    ...teamConfigHandlers(state, baseUrl),
    ...emailChannelHandlers(state, baseUrl),
    ...mailboxOAuthHandlers(state, baseUrl),
  ];
}
