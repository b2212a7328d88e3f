import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/campaigns/loop-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { LoopService } from '../services/loop-service';

/** Loop's routes on its service. */
export function mountLoopRoutes(app: FastifyInstance, guards: Guards, loop: LoopService): void {
  mountRoute(app, routes.listLoopFactorTables, guards, async () => loop.factorTables());
  mountRoute(app, routes.listLoopDevices, guards, ({ principal, params }) => loop.devices(principal, params.id));
  mountRoute(app, routes.addLoopDevices, guards, ({ principal, params, body }) => loop.add(principal, params.id, body));
  mountRoute(app, routes.updateLoopDevice, guards, ({ principal, params, body }) => loop.update(principal, params.id, params.deviceId, body));
  mountRoute(app, routes.releaseLoopDevice, guards, ({ principal, params, body }) => loop.release(principal, params.id, params.deviceId, body.version));
  mountRoute(app, routes.getLoopCredit, guards, ({ principal, params }) => loop.credit(principal, params.id));
  mountRoute(app, routes.exportLoopCredit, guards, ({ principal, params }) => loop.exportCredit(principal, params.id));
}
