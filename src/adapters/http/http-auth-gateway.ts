import * as api from '../../../contract/auth-routes';
import { pathOf } from '../../../contract/descriptor';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import { call, gatewayOf } from './gateway-of';

/** A sign-in popup must open within the click, so each provider comes with its start address, whole. */
export const createAuthGateway = (apiBase: URL) =>
  gatewayOf<AuthGateway>({
    signIn: call(api.signIn),
    signUp: call(api.signUp),
    signOut: call(api.signOut),
    session: call(api.getSession),
    redeemLoginLink: call(api.redeemLoginLink),
    endImpersonation: call(api.endImpersonation),
    identityProviders: (client) => async () => {
      const { items } = await client.call(api.listOAuthProviders);
      return items.map((provider) => ({ ...provider, startUrl: new URL(pathOf(api.startOAuth, { provider: provider.id }), apiBase).href }));
    },
    completeIdentityProviderSignIn: call(api.completeOAuth),
  });
