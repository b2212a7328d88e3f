import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../contract/descriptor';
import * as routes from '../../contract/visitor-routes';
import type { DevMailbox } from '../adapters/dev-mailbox';
import type { TestIdentityProvider } from '../adapters/test-identity-provider';
import { mountRoute, type Guards } from '../http/mount-route';
import { notFound } from '../problems';
import type { Services } from '../services';
import { testProviderPage } from './test-provider-page';

export interface DevTools {
  readonly mailbox: DevMailbox;
  readonly testProvider: TestIdentityProvider | null;
}

/** Mounted only outside production: they hand out what real mail and a real provider would. */
export function mountDevRoutes(app: FastifyInstance, guards: Guards, services: Services, tools: DevTools): void {
  // A real provider lives on another origin and sends no opener policy. Its stand-in must not send one either:
  // a popup that moves between pages of differing opener policies loses its opener, and the sign-in with it.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/dev/oauth/`)) reply.removeHeader('cross-origin-opener-policy');
  });
  mountRoute(app, routes.readDevMailbox, guards, async ({ query }) => ({
    items: tools.mailbox.read(query.to).map((mail) => ({ ...mail, sentAt: mail.sentAt.toISOString() })),
  }));
  mountRoute(app, routes.issueDevPlgToken, guards, async ({ query }) => services.demo.linkFor(query.email));
  mountRoute(app, routes.testProviderSignInPage, guards, async ({ query }) => {
    if (!tools.testProvider) throw notFound('identity provider');
    return testProviderPage(query);
  });
  mountRoute(app, routes.testProviderApprove, guards, async ({ query }) => {
    if (!tools.testProvider) throw notFound('identity provider');
    return {
      location: tools.testProvider.redirectWithCode(query.email, {
        state: query.state,
        nonce: query.nonce,
        redirectUri: query.redirect_uri,
      }),
    };
  });
}
