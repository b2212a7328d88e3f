import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../contract/descriptor';
import * as routes from '../../contract/visitor-routes';
import type { DevMailbox } from '../adapters/dev-mailbox';
import type { TestIdentityProvider } from '../adapters/test-identity-provider';
import { mountRoute, type Guards } from '../http/mount-route';
import { fieldProblem } from '../problems';
import type { Services } from '../services';
import { testProviderPage } from './test-provider-page';

export interface DevTools {
  readonly mailbox: DevMailbox;
  readonly testProvider: TestIdentityProvider;
}

/** Its page and its approval take the redirect URI from the query: any other than the portal's own is refused. */
function refuseForeignRedirect(provider: TestIdentityProvider, redirectUri: string): void {
  if (!provider.acceptsRedirect(redirectUri)) {
    throw fieldProblem('query.redirect_uri', "Codes go back only to the portal's own sign-in address.");
  }
}

/** Mounted only while the development tools are on: they hand out what real mail and a real provider would. */
export function mountDevRoutes(app: FastifyInstance, guards: Guards, services: Services, tools: DevTools): void {
  // A real provider lives on another origin and sends no opener policy. Its stand-in must not send one either:
  // a popup that moves between pages of differing opener policies loses its opener, and the sign-in with it.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/dev/oauth/`)) reply.removeHeader('cross-origin-opener-policy');
  });
  mountRoute(app, routes.readDevMailbox, guards, async ({ query }) => ({
    items: tools.mailbox.read(query.to).map((mail) => ({
      ...mail,
      replyTo: mail.replyTo ?? null,
      attachments: (mail.attachments ?? []).map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, bytes: Buffer.from(contentBase64, 'base64').length })),
      sentAt: mail.sentAt.toISOString(),
    })),
  }));
  mountRoute(app, routes.issueDevPlgToken, guards, async ({ query }) => services.demo.linkFor(query.email));
  mountRoute(app, routes.testProviderSignInPage, guards, async ({ query }) => {
    refuseForeignRedirect(tools.testProvider, query.redirect_uri);
    return testProviderPage(query);
  });
  mountRoute(app, routes.testProviderApprove, guards, async ({ query }) => {
    refuseForeignRedirect(tools.testProvider, query.redirect_uri);
    return {
      location: tools.testProvider.redirectWithCode(query.email, {
        state: query.state,
        nonce: query.nonce,
        redirectUri: query.redirect_uri,
      }),
    };
  });
}
