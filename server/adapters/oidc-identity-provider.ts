import * as oidc from 'openid-client';
import type { OidcConfig } from '../config';
import {
  IdentityProviderError,
  type AuthorizationRequest,
  type CodeExchange,
  type IdentityProviderPort,
  type VerifiedIdentity,
} from '../ports/identity-provider-port';

/** The claims an identity is made of, from the ID token or from the UserInfo endpoint. */
type ProfileClaims = Readonly<Record<string, unknown>>;

/**
 * How the client proves itself at the token endpoint: the way the provider announces. Without an announcement
 * client_secret_basic is the default (OpenID Connect Discovery 1.0, section 3).
 */
function clientAuthenticationOf(server: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
  const supported = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (supported.includes('client_secret_basic')) return oidc.ClientSecretBasic(secret);
  if (supported.includes('client_secret_post')) return oidc.ClientSecretPost(secret);
  throw new IdentityProviderError(`the provider takes no client secret (it supports ${supported.join(', ')})`);
}

/** A refusal of the provider or of openid-client's checks, in words for the problem's detail; anything else goes on. */
function refusalOf(error: unknown): unknown {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return new IdentityProviderError(`the provider answered ${error.error}${error.error_description ? `: ${error.error_description}` : ''}`);
  }
  // openid-client says what kind of answer failed; the check that refused it is the cause's message.
  if (error instanceof oidc.ClientError) {
    return new IdentityProviderError(error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message);
  }
  return error;
}

function identityOf(subject: string, { email, email_verified: verified }: ProfileClaims): VerifiedIdentity {
  if (typeof email !== 'string' || email === '') {
    throw new IdentityProviderError('the provider tells no address, neither in the ID token nor from its UserInfo endpoint');
  }
  return { subject, email: email.toLowerCase(), emailVerified: verified === true };
}

/**
 * OpenID Connect through openid-client, a certified relying party: discovery, the authorization code flow with
 * PKCE, the `iss` of the authorization response (RFC 9207), the ID token's signature against the provider's keys
 * (its issuer, audience, expiry and nonce too), and the address from the UserInfo endpoint when the ID token
 * carries none (OpenID Connect Core 5.4 puts the scopes' claims there).
 */
export class OidcIdentityProvider implements IdentityProviderPort {
  readonly id: string;
  readonly name: string;
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly config: OidcConfig) {
    this.id = config.id;
    this.name = config.name;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const configuration = await this.configure();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      ...(request.loginHint && { login_hint: request.loginHint }),
    }).href;
  }

  async exchange(exchange: CodeExchange): Promise<VerifiedIdentity> {
    const configuration = await this.configure();
    // The authorization response as it reached the popup: openid-client checks its state and issuer itself.
    const response = new URL(exchange.redirectUri);
    response.searchParams.set('code', exchange.code);
    response.searchParams.set('state', exchange.state);
    if (exchange.issuer !== undefined) response.searchParams.set('iss', exchange.issuer);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, response, {
        pkceCodeVerifier: exchange.codeVerifier,
        expectedState: exchange.state,
        expectedNonce: exchange.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new IdentityProviderError('the token endpoint sent no ID token');
      const profile = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      return identityOf(claims.sub, profile);
    } catch (error) {
      throw refusalOf(error);
    }
  }

  /** Discovered once; a failed discovery is tried again on the next sign-in. */
  private configure(): Promise<oidc.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = null;
      const refusal = refusalOf(error);
      // fetch's own failure (no answer at all) is no refusal of the provider's, but the sign-in cannot start either.
      if (refusal instanceof IdentityProviderError || !(error instanceof TypeError)) throw refusal;
      throw new IdentityProviderError(`the provider at ${this.config.issuer} did not answer (${error.message})`);
    });
    return this.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.issuer);
    // An operator who names a plain-HTTP issuer (a provider on the same host or network) has chosen it.
    const insecure = issuer.protocol === 'http:';
    const discovered = await oidc.discovery(issuer, this.config.clientId, undefined, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : {});
    const server = discovered.serverMetadata();
    const configuration = new oidc.Configuration(server, this.config.clientId, undefined, clientAuthenticationOf(server, this.config.clientSecret));
    // The ID token comes over the provider's TLS, yet its signature is checked too: trust only what proves itself.
    oidc.enableNonRepudiationChecks(configuration);
    if (insecure) oidc.allowInsecureRequests(configuration);
    return configuration;
  }
}
