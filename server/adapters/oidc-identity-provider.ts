import type { OidcConfig } from '../config';
import {
  IdentityProviderError,
  type AuthorizationRequest,
  type CodeExchange,
  type IdentityProviderPort,
  type VerifiedIdentity,
} from '../ports/identity-provider-port';

interface Discovery {
  readonly issuer: string;
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
}

interface IdTokenClaims {
  readonly iss?: string;
  readonly aud?: string | string[];
  readonly exp?: number;
  readonly nonce?: string;
  readonly sub?: string;
  readonly email?: string;
  readonly email_verified?: boolean;
}

/**
 * OpenID Connect, authorization code flow with PKCE. The ID token comes straight from the token endpoint over
 * TLS, so (OpenID Connect Core 3.1.3.7) its issuer, audience, expiry and nonce are checked but not its signature.
 */
export class OidcIdentityProvider implements IdentityProviderPort {
  readonly id: string;
  readonly name: string;
  private discovery: Promise<Discovery> | null = null;

  constructor(
    private readonly config: OidcConfig,
    private readonly now: () => Date,
    private readonly fetcher: typeof fetch = fetch,
  ) {
    this.id = config.id;
    this.name = config.name;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const { authorization_endpoint } = await this.discover();
    const url = new URL(authorization_endpoint);
    const query = {
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      ...(request.loginHint && { login_hint: request.loginHint }),
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  async exchange(exchange: CodeExchange): Promise<VerifiedIdentity> {
    const { token_endpoint } = await this.discover();
    const response = await this.fetcher(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        code_verifier: exchange.codeVerifier,
      }),
    });
    if (!response.ok) throw new IdentityProviderError(`the token endpoint answered ${response.status}`);
    const { id_token: idToken } = (await response.json()) as { id_token?: string };
    if (!idToken) throw new IdentityProviderError('the token endpoint sent no ID token');
    return this.identityOf(this.claimsOf(idToken), exchange.nonce);
  }

  private claimsOf(idToken: string): IdTokenClaims {
    const payload = idToken.split('.')[1];
    if (!payload) throw new IdentityProviderError('the ID token is not a JWT');
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString()) as IdTokenClaims;
    } catch {
      throw new IdentityProviderError('the ID token is not a JWT');
    }
  }

  private identityOf(claims: IdTokenClaims, nonce: string): VerifiedIdentity {
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== this.config.issuer) throw new IdentityProviderError('the ID token names another issuer');
    if (!audiences.includes(this.config.clientId)) throw new IdentityProviderError('the ID token is for another client');
    if (!claims.exp || claims.exp * 1000 < this.now().getTime()) throw new IdentityProviderError('the ID token has expired');
    if (claims.nonce !== nonce) throw new IdentityProviderError('the ID token belongs to another sign-in');
    if (!claims.sub || !claims.email) throw new IdentityProviderError('the ID token carries no address');
    return { subject: claims.sub, email: claims.email.toLowerCase(), emailVerified: claims.email_verified === true };
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= this.fetcher(`${this.config.issuer}/.well-known/openid-configuration`)
      .then(async (response) => {
        if (!response.ok) throw new IdentityProviderError(`discovery answered ${response.status}`);
        return (await response.json()) as Discovery;
      })
      .catch((error: unknown) => {
        this.discovery = null;
        throw error;
      });
    return this.discovery;
  }
}
