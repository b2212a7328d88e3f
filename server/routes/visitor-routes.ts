import type { FastifyInstance } from 'fastify';
import * as routes from '../../contract/visitor-routes';
import { mountRoute, type Guards } from '../http/mount-route';
import type { Services } from '../services';

/** The external Resolve Now sign-in and the request-demo form: people without an account. */
export function mountVisitorRoutes(app: FastifyInstance, guards: Guards, services: Services): void {
  const { external, demo } = services;
  mountRoute(app, routes.requestExternalCode, guards, ({ body, caller }) => external.requestCode(body.email, caller));
  mountRoute(app, routes.externalSignIn, guards, ({ body, caller }) => external.signIn(body.email, body.code, caller));
  mountRoute(app, routes.getExternalSession, guards, async ({ principal }) => external.session(principal));
  mountRoute(app, routes.externalSignOut, guards, ({ principal }) => external.signOut(principal));
  mountRoute(app, routes.checkDemoToken, guards, async ({ body }) => demo.check(body.email, body.token));
  mountRoute(app, routes.createDemoRequest, guards, ({ body }) => demo.create(body));
}
