import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/campaigns/recover-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { CampaignServices } from '../services/services';

/** Recover's own routes: the admins' moves on a retrieval, and the leaver's help-with-return page. */
export function mountRecoverRoutes(app: FastifyInstance, guards: Guards, { recover }: CampaignServices): void {
  mountRoute(app, routes.moveRecoverPerson, guards, ({ principal, params, body }) => recover.move(principal, params.id, params.personId, body));
  mountRoute(app, routes.receiveRecoverDevice, guards, ({ principal, params, body }) =>
    recover.receive(principal, params.id, params.personId, params.deviceId, body),
  );
  mountRoute(app, routes.processRecoverDevice, guards, ({ principal, params, body }) =>
    recover.process(principal, params.id, params.personId, params.deviceId, body),
  );
  mountRoute(app, routes.getRecoverReturn, guards, ({ params }) => recover.returnView(params.link));
  mountRoute(app, routes.confirmRecoverReturn, guards, ({ params, body }) => recover.confirmReturn(params.link, body));
  mountRoute(app, routes.reportRecoverAlreadyReturned, guards, ({ params, body }) => recover.reportAlreadyReturned(params.link, body));
}
