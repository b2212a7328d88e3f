import type { z } from 'zod';
import type { OAuthCallbackRequest, SignInAnswer } from '../../contract/auth';
import { ProblemTypes } from '../../contract/problem';
import { IdentityProviderError, type IdentityProviderPort } from '../ports/identity-provider-port';
import type { CallerContext } from '../principal';
import { ApiProblem, notFound } from '../problems';
import { hashToken, newToken, pkceChallenge } from '../security/tokens';
import type { AuthService } from './auth-service';
import type { ServiceDeps } from './service-deps';
import { issueSession, signInAnswerOf, signInAudit } from './session-issuer';

const STATE_TTL_MS = 10 * 60_000;

/** The popup page the provider sends people back to; it hands code and state to its opener. */
export const OAUTH_POPUP_PATH = '/oauth-popup';

/** The redirect URI of every provider: the popup page on the portal's own address, never one taken from a request. */
export const oauthRedirectUri = (publicUrl: string) => `${publicUrl}${OAUTH_POPUP_PATH}`;

const failed = (detail: string, status = 400) => new ApiProblem(status, ProblemTypes.oauthFailed, 'Sign-in with the provider failed', detail);

export class OAuthService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly auth: AuthService,
  ) {}

  providers() {
    return { items: this.deps.identityProviders.map(({ id, name }) => ({ id, name })) };
  }

  /** The provider's sign-in address; the PKCE verifier and nonce wait in the database for the callback. */
  async start(providerId: string, loginHint: string | undefined): Promise<string> {
    const provider = this.provider(providerId);
    const state = newToken();
    const nonce = newToken();
    const codeVerifier = newToken();
    const now = this.deps.now();
    await this.deps.store.repos.oauthStates.create(
      { provider: provider.id, stateHash: hashToken(state), nonce, codeVerifier, expiresAt: new Date(now.getTime() + STATE_TTL_MS) },
      now,
    );
    try {
      return await provider.authorizationUrl({
        state,
        nonce,
        codeChallenge: pkceChallenge(codeVerifier),
        redirectUri: this.redirectUri(),
        loginHint,
      });
    } catch (error) {
      // The provider is down or answers nonsense: nothing the person can change, so a gateway's failure.
      if (error instanceof IdentityProviderError) throw failed(error.message, 502);
      throw error;
    }
  }

  async complete(providerId: string, request: z.output<typeof OAuthCallbackRequest>, context: CallerContext): Promise<SignInAnswer> {
    const provider = this.provider(providerId);
    const { store, now } = this.deps;
    const started = await store.repos.oauthStates.take(provider.id, hashToken(request.state), now());
    if (!started) throw failed('The sign-in expired or was completed already; start again.');
    let identity;
    try {
      identity = await provider.exchange({
        code: request.code,
        state: request.state,
        issuer: request.iss,
        redirectUri: this.redirectUri(),
        codeVerifier: started.codeVerifier,
        nonce: started.nonce,
      });
    } catch (error) {
      if (error instanceof IdentityProviderError) throw failed(error.message);
      throw error;
    }
    if (!identity.emailVerified) throw failed('The provider has not confirmed your address.', 401);
    const user = await store.repos.users.findByEmail(identity.email);
    if (!user) throw failed('No account uses the address the provider confirmed.', 401);
    return store.transaction(async (repos) => {
      const issued = await issueSession(repos, user, 'oauth', context, this.auth.sessionExpiry());
      await repos.audit.append(signInAudit(issued.session, { provider: provider.id }));
      return signInAnswerOf(repos, user, issued);
    });
  }

  private provider(id: string): IdentityProviderPort {
    const provider = this.deps.identityProviders.find((candidate) => candidate.id === id);
    if (!provider) throw notFound('identity provider');
    return provider;
  }

  private redirectUri(): string {
    return oauthRedirectUri(this.deps.config.publicUrl);
  }
}
