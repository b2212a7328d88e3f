import type { FastifyInstance } from 'fastify';
import * as routes from '../../contract/auth-routes';
import { API_PREFIX } from '../../contract/descriptor';
import { deviceCookie } from '../http/device-cookie';
import { mountRoute, type Guards } from '../http/mount-route';
import type { Services } from '../services';

export function mountAuthRoutes(app: FastifyInstance, guards: Guards, services: Services): void {
  const { auth, loginLinks, oauth } = services;
  mountRoute(app, routes.signIn, guards, async ({ body, caller, reply }) => {
    const { deviceToken, ...answer } = await auth.signIn(body, caller);
    reply.header('set-cookie', deviceCookie(deviceToken, `${API_PREFIX}${routes.signIn.path}`));
    return answer;
  });
  mountRoute(app, routes.signUp, guards, ({ body, caller }) => auth.signUp(body, caller));
  mountRoute(app, routes.signOut, guards, ({ principal }) => auth.signOut(principal));
  mountRoute(app, routes.getSession, guards, ({ principal }) => auth.session(principal));
  mountRoute(app, routes.createLoginLink, guards, ({ principal, body }) => loginLinks.create(principal, body));
  mountRoute(app, routes.redeemLoginLink, guards, ({ body, caller }) => loginLinks.redeem(body, caller));
  mountRoute(app, routes.endImpersonation, guards, ({ principal }) => loginLinks.endImpersonation(principal));
  mountRoute(app, routes.listOAuthProviders, guards, async () => oauth.providers());
  mountRoute(app, routes.startOAuth, guards, async ({ params, query }) => ({
    location: await oauth.start(params.provider, query.loginHint),
  }));
  mountRoute(app, routes.completeOAuth, guards, ({ params, body, caller }) => oauth.complete(params.provider, body, caller));
}
