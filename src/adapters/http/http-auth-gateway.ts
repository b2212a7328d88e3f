import * as api from '../../../contract/auth-routes';
import { pathOf } from '../../../contract/descriptor';
import type { AuthGateway, LoginLink, SignUpDetails } from '../../application/ports/auth-gateway';
import type { ContractClient } from './contract-client';

export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly client: ContractClient,
    private readonly apiBase: URL,
  ) {}

  signIn(email: string, password: string) {
    return this.client.call(api.signIn, { body: { email, password } });
  }

  signUp(details: SignUpDetails) {
    return this.client.call(api.signUp, { body: details });
  }

  signOut() {
    return this.client.call(api.signOut);
  }

  session() {
    return this.client.call(api.getSession);
  }

  redeemLoginLink(link: LoginLink) {
    return this.client.call(api.redeemLoginLink, { body: link });
  }

  endImpersonation() {
    return this.client.call(api.endImpersonation);
  }

  async identityProviders() {
    const { items } = await this.client.call(api.listOAuthProviders);
    return items.map((provider) => ({
      ...provider,
      startUrl: new URL(pathOf(api.startOAuth, { provider: provider.id }), this.apiBase).href,
    }));
  }

  completeIdentityProviderSignIn(providerId: string, code: string, state: string) {
    return this.client.call(api.completeOAuth, { params: { provider: providerId }, body: { code, state } });
  }
}
