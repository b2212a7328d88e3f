import { API_PREFIX } from '../../contract/descriptor';
import type { ServerKeys } from '../security/server-keys';
import {
  IdentityProviderError,
  type AuthorizationRequest,
  type CodeExchange,
  type IdentityProviderPort,
  type VerifiedIdentity,
} from '../ports/identity-provider-port';

interface CodePayload {
  readonly email: string;
  readonly nonce: string;
  readonly redirectUri: string;
  readonly expiresAt: number;
}

const CODE_TTL_MS = 2 * 60 * 1000;

/**
 * The built-in provider for development and tests: its sign-in page (/api/v1/dev/oauth/authorize) asks for an
 * address and vouches for it. Its codes are HMAC-signed, so only this server can issue them.
 */
export class TestIdentityProvider implements IdentityProviderPort {
  readonly id = 'test';
  readonly name = 'Test identity provider';

  constructor(
    private readonly publicUrl: string,
    private readonly keys: ServerKeys,
    private readonly now: () => Date,
    /** The one address codes go back to, as a real provider keeps the redirect URI registered for its client. */
    private readonly registeredRedirectUri: string,
  ) {}

  acceptsRedirect(redirectUri: string): boolean {
    return redirectUri === this.registeredRedirectUri;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const query = new URLSearchParams({ state: request.state, redirect_uri: request.redirectUri, nonce: request.nonce });
    if (request.loginHint) query.set('login_hint', request.loginHint);
    return `${this.publicUrl}${API_PREFIX}/dev/oauth/authorize?${query}`;
  }

  /** Where the sign-in page sends the popup once an address was chosen; its route has checked the redirect URI. */
  redirectWithCode(email: string, request: { state: string; nonce: string; redirectUri: string }): string {
    const payload: CodePayload = {
      email,
      nonce: request.nonce,
      redirectUri: request.redirectUri,
      expiresAt: this.now().getTime() + CODE_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const code = `${body}.${this.keys.sign('test-idp', body)}`;
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', request.state);
    return target.toString();
  }

  async exchange(exchange: CodeExchange): Promise<VerifiedIdentity> {
    const dot = exchange.code.indexOf('.');
    const body = exchange.code.slice(0, dot);
    if (dot < 1 || !this.keys.verify(exchange.code.slice(dot + 1), 'test-idp', body)) {
      throw new IdentityProviderError('the code was not issued by the test provider');
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as CodePayload;
    if (payload.expiresAt < this.now().getTime()) throw new IdentityProviderError('the code has expired');
    if (payload.nonce !== exchange.nonce || payload.redirectUri !== exchange.redirectUri) {
      throw new IdentityProviderError('the code belongs to another sign-in');
    }
    return { subject: payload.email, email: payload.email, emailVerified: true };
  }
}
