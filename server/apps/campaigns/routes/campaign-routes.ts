import type { FastifyInstance } from 'fastify';
import { campaignRoutesByKind } from '../../../../contract/apps/campaigns/campaign-routes';
import { CAMPAIGN_KINDS } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { mountRoute, type Guards } from '../../../kernel';
import type { CampaignServices } from '../services/services';

/** The campaign pattern under every kind's slug: the same handlers, the kind taken from the mount. */
export function mountCampaignPatternRoutes(app: FastifyInstance, guards: Guards, { campaigns, people }: CampaignServices): void {
  for (const kind of CAMPAIGN_KINDS) {
    const r = campaignRoutesByKind[kind];
    mountRoute(app, r.candidates, guards, ({ principal, query }) => campaigns.candidates(principal, query));
    mountRoute(app, r.list, guards, ({ principal, query }) => campaigns.list(principal, kind, query));
    mountRoute(app, r.create, guards, ({ principal, body }) => campaigns.create(principal, kind, body));
    mountRoute(app, r.get, guards, ({ principal, params }) => campaigns.get(principal, kind, params.id));
    mountRoute(app, r.update, guards, ({ principal, params, body }) => campaigns.update(principal, kind, params.id, body));
    mountRoute(app, r.changeStatus, guards, ({ principal, params, body }) => campaigns.changeStatus(principal, kind, params.id, body));
    mountRoute(app, r.export, guards, ({ principal, params }) => campaigns.export(principal, kind, params.id));
    mountRoute(app, r.people, guards, ({ principal, params, query }) => people.list(principal, kind, params.id, query));
    mountRoute(app, r.addPeople, guards, ({ principal, params, body }) => people.add(principal, kind, params.id, body));
    mountRoute(app, r.person, guards, ({ principal, params }) => people.get(principal, kind, params.id, params.personId));
    mountRoute(app, r.updatePerson, guards, ({ principal, params, body }) => people.update(principal, kind, params.id, params.personId, body));
    mountRoute(app, r.issueLink, guards, ({ principal, params, body }) => people.issueLink(principal, kind, params.id, params.personId, body));
    mountRoute(app, r.revokeLink, guards, ({ principal, params }) => people.revokeLink(principal, kind, params.id, params.personId));
  }
}
