import type { FastifyInstance } from 'fastify';
import { buybackDeskRoutes, personRoutesByChannel } from '../../../../contract/apps/returns/buyback-routes';
import { BUYBACK_CHANNELS } from '../../../../src/apps/returns/domain/slug';
import { mountRoute, type Guards } from '../../../kernel';
import type { ReturnsServices } from '../services/services';

/** Buyback's and Apple Trade In's routes for the person, and the desk's. */
export function mountBuybackRoutes(app: FastifyInstance, guards: Guards, { buyback, buybackDesk }: ReturnsServices): void {
  for (const channel of BUYBACK_CHANNELS) {
    const r = personRoutesByChannel[channel];
    mountRoute(app, r.devices, guards, ({ principal }) => buyback.devices(principal, channel));
    mountRoute(app, r.quote, guards, ({ principal, body }) => buyback.quote(principal, channel, body));
    mountRoute(app, r.mine, guards, ({ principal }) => buyback.mine(principal, channel));
    mountRoute(app, r.get, guards, ({ principal, params }) => buyback.get(principal, params.id));
    mountRoute(app, r.edit, guards, ({ principal, params, body }) => buyback.edit(principal, params.id, body));
    mountRoute(app, r.accept, guards, ({ principal, params, body }) => buyback.accept(principal, channel, params.id, body));
    mountRoute(app, r.decide, guards, ({ principal, params, body }) => buyback.decide(principal, params.id, body));
    mountRoute(app, r.photo, guards, ({ principal, params }) => buyback.photo(principal, params.id, params.photoId, false));
  }
  const d = buybackDeskRoutes;
  mountRoute(app, d.list, guards, ({ principal, query }) => buybackDesk.list(principal, query));
  mountRoute(app, d.get, guards, ({ principal, params }) => buybackDesk.get(principal, params.id));
  mountRoute(app, d.receive, guards, ({ principal, params, body }) => buybackDesk.receive(principal, params.id, body.version));
  mountRoute(app, d.uploadPhoto, guards, ({ principal, params, query, body }) => buybackDesk.uploadPhoto(principal, params.id, query.filename, body));
  mountRoute(app, d.inspect, guards, ({ principal, params, body }) => buybackDesk.inspect(principal, params.id, body));
  mountRoute(app, d.lockRemoved, guards, ({ principal, params, body }) => buybackDesk.lockRemoved(principal, params.id, body.version));
  mountRoute(app, d.sendBack, guards, ({ principal, params, body }) => buybackDesk.sendBack(principal, params.id, body.version));
  mountRoute(app, d.certify, guards, ({ principal, params, body }) => buybackDesk.certify(principal, params.id, body));
  mountRoute(app, d.certificate, guards, ({ principal, params }) => buybackDesk.certificate(principal, params.id));
  mountRoute(app, d.certificatePdf, guards, ({ principal, params }) => buybackDesk.certificatePdf(principal, params.id));
  mountRoute(app, d.settle, guards, ({ principal, params, body }) => buybackDesk.settle(principal, params.id, body));
  mountRoute(app, d.rules, guards, ({ principal }) => buybackDesk.rules(principal));
  mountRoute(app, d.saveRules, guards, ({ principal, body }) => buybackDesk.saveRules(principal, body));
}
