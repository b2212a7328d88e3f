import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/service-desk/routes';
import { REQUESTER_SLUGS } from '../../../../src/apps/service-desk/domain/slug';
import { mountRoute, type Guards } from '../../../kernel';
import type { ServiceDeskServices } from '../services/services';

/** Resolve Now and Support: the same handlers under each slug, which the route's guard checks. */
function mountRequesterRoutes(app: FastifyInstance, guards: Guards, { tickets, approvals, desk }: ServiceDeskServices): void {
  for (const slug of REQUESTER_SLUGS) {
    const r = routes.requesterRoutesBySlug[slug];
    mountRoute(app, r.getCatalogue, guards, ({ principal }) => desk.catalogue(principal));
    mountRoute(app, r.listDevices, guards, ({ principal }) => tickets.devices(principal));
    mountRoute(app, r.uploadAttachment, guards, ({ principal, query, body }) => tickets.upload(principal.organisationId, principal, query.filename, body));
    mountRoute(app, r.createTicket, guards, ({ principal, body }) => tickets.create(principal, slug, body));
    mountRoute(app, r.countTickets, guards, ({ principal }) => tickets.countOwn(principal));
    mountRoute(app, r.listTickets, guards, ({ principal, query }) => tickets.listOwn(principal, query));
    mountRoute(app, r.getTicket, guards, ({ principal, params }) => tickets.getOwn(principal, params.id));
    mountRoute(app, r.replyToTicket, guards, ({ principal, params, body }) => tickets.replyOwn(principal, slug, params.id, body));
    mountRoute(app, r.changeTicketCopy, guards, ({ principal, params, body }) => tickets.changeCopy(principal, slug, params.id, body));
    mountRoute(app, r.closeTicket, guards, ({ principal, params, body }) => tickets.closeOwn(principal, slug, params.id, body.version));
    mountRoute(app, r.listApprovals, guards, ({ principal }) => approvals.pending(principal));
    mountRoute(app, r.decideApproval, guards, ({ principal, params, body }) => approvals.decideAsRequester(principal, slug, params.id, body));
  }
}

function mountExternalRoutes(app: FastifyInstance, guards: Guards, { tickets }: ServiceDeskServices): void {
  mountRoute(app, routes.listExternalTickets, guards, ({ principal, query }) => tickets.listExternal(principal, query));
  mountRoute(app, routes.getExternalTicket, guards, ({ principal, params }) => tickets.getExternal(principal, params.id));
  mountRoute(app, routes.uploadExternalAttachment, guards, ({ principal, query, body }) => tickets.uploadExternal(principal, query.filename, body));
  mountRoute(app, routes.replyToExternalTicket, guards, ({ principal, params, body }) => tickets.replyExternal(principal, params.id, body));
}

function mountAgentRoutes(app: FastifyInstance, guards: Guards, { tickets, agentTickets, approvals, desk }: ServiceDeskServices): void {
  mountRoute(app, routes.listResolveItTickets, guards, ({ principal, query }) => agentTickets.listQueue(principal, query));
  mountRoute(app, routes.getResolveItTicket, guards, ({ principal, params }) => agentTickets.getForAgent(principal, params.id));
  mountRoute(app, routes.updateResolveItTicket, guards, ({ principal, params, body }) => agentTickets.update(principal, params.id, body));
  mountRoute(app, routes.addResolveItTicketMessage, guards, ({ principal, params, body }) => agentTickets.addMessage(principal, params.id, body));
  mountRoute(app, routes.mergeResolveItTicket, guards, ({ principal, params, body }) => agentTickets.merge(principal, params.id, body));
  mountRoute(app, routes.decideResolveItApproval, guards, ({ principal, params, body }) => approvals.decideAsAgent(principal, params.id, body));
  mountRoute(app, routes.listResolveItTicketActivity, guards, ({ principal, params, query }) => agentTickets.activity(principal, params.id, query));
  mountRoute(app, routes.uploadResolveItAttachment, guards, ({ principal, query, body }) => tickets.upload(principal.organisationId, principal, query.filename, body));
  mountRoute(app, routes.searchResolveItAssets, guards, ({ principal, query }) => agentTickets.assets(principal, query));
  mountRoute(app, routes.getResolveItOptions, guards, ({ principal }) => desk.options(principal));
  mountRoute(app, routes.getResolveItDashboard, guards, ({ principal, query }) => desk.dashboard(principal, query));
  mountRoute(app, routes.showApprovalLink, guards, ({ params }) => approvals.showLink(params.token));
  // The link's page posts a plain form (it runs no script); only this route reads form bodies.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    mountRoute(scope, routes.decideApprovalLink, guards, ({ params, body }) => approvals.decideByLink(params.token, body));
  });
}

function mountConfigRoutes(app: FastifyInstance, guards: Guards, { config, emailChannel, mailboxOAuth }: ServiceDeskServices): void {
  const records = [
    ['priorities', routes.priorityRoutes],
    ['statuses', routes.statusRoutes],
    ['slaPolicies', routes.slaPolicyRoutes],
    ['ticketTypes', routes.ticketTypeRoutes],
    ['serviceTypes', routes.serviceTypeRoutes],
    ['categories', routes.categoryRoutes],
    ['tags', routes.tagRoutes],
  ] as const;
  for (const [kind, group] of records) {
    // Each group's item and input schemas are its table's; the handlers are the same four for every kind.
    const r = group as typeof routes.tagRoutes;
    mountRoute(app, r.list, guards, async ({ principal }) => (await config.list(principal, kind)) as never);
    mountRoute(app, r.create, guards, async ({ principal, body }) => (await config.create(principal, kind, body)) as never);
    mountRoute(app, r.update, guards, async ({ principal, params, body }) => (await config.update(principal, kind, params.id, body)) as never);
    mountRoute(app, r.remove, guards, ({ principal, params, query }) => config.remove(principal, kind, params.id, query.version));
  }
  const teams = routes.teamRoutes;
  mountRoute(app, teams.list, guards, ({ principal }) => config.teams(principal));
  mountRoute(app, teams.create, guards, ({ principal, body }) => config.createTeam(principal, body));
  mountRoute(app, teams.update, guards, ({ principal, params, body }) => config.updateTeam(principal, params.id, body));
  mountRoute(app, teams.remove, guards, ({ principal, params, query }) => config.removeTeam(principal, params.id, query.version));
  mountRoute(app, routes.listResolveItUserRoles, guards, ({ principal, query }) => config.userRoles(principal, query));
  mountRoute(app, routes.setResolveItUserRoles, guards, ({ principal, params, body }) => config.setUserRoles(principal, params.userId, body));
  mountRoute(app, routes.getResolveItEmailChannel, guards, ({ principal }) => emailChannel.channel(principal));
  mountRoute(app, routes.updateResolveItEmailChannel, guards, ({ principal, body }) => emailChannel.update(principal, body));
  mountRoute(app, routes.startResolveItMailboxOAuth, guards, ({ principal }) => mailboxOAuth.start(principal));
  mountRoute(app, routes.completeResolveItMailboxOAuth, guards, ({ principal, body }) => mailboxOAuth.complete(principal, body));
  mountRoute(app, routes.disconnectResolveItMailboxOAuth, guards, ({ principal }) => mailboxOAuth.disconnect(principal));
}

export function mountServiceDeskRoutes(app: FastifyInstance, guards: Guards, services: ServiceDeskServices): void {
  mountRequesterRoutes(app, guards, services);
  mountExternalRoutes(app, guards, services);
  mountAgentRoutes(app, guards, services);
  mountConfigRoutes(app, guards, services);
}
