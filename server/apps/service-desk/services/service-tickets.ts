import type { ServiceTicketsPort } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import { TicketCore } from './ticket-core';

/** The desk's side of the service tickets port: a problem about a device, opened as the portal opens one, without an acknowledgement mail. */
export function deskServiceTickets(deps: () => ServiceDeskDeps): ServiceTicketsPort {
  return {
    async openAboutAsset(organisationId, ticket) {
      const actor = { userId: ticket.requester.userId, impersonatorUserId: ticket.impersonatorUserId };
      const opened = await new TicketCore(deps()).open(organisationId, actor, {
        serviceType: 'problem',
        subject: ticket.subject,
        description: ticket.description,
        requester: ticket.requester,
        channel: 'portal',
        acknowledge: false,
        appSlug: ticket.appSlug,
        assetId: ticket.assetId,
      });
      return { id: opened.id, number: opened.number };
    },
  };
}
