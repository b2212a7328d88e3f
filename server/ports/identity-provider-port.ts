/** What the server hands the provider when a sign-in starts; the provider hands state back untouched. */
export interface AuthorizationRequest {
  readonly state: string;
  readonly nonce: string;
  readonly codeChallenge: string;
  readonly redirectUri: string;
  readonly loginHint?: string | undefined;
}

/** The authorization response the popup handed back, and what the sign-in's start kept for it. */
export interface CodeExchange {
  readonly code: string;
  readonly state: string;
  /** The response's `iss` (RFC 9207), when the provider sends one: a provider that announces it must. */
  readonly issuer?: string | undefined;
  readonly redirectUri: string;
  readonly codeVerifier: string;
  readonly nonce: string;
}

export interface VerifiedIdentity {
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
}

/** An OpenID Connect provider, or the built-in test one; `exchange` throws IdentityProviderError when it refuses. */
export interface IdentityProviderPort {
  readonly id: string;
  readonly name: string;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  exchange(exchange: CodeExchange): Promise<VerifiedIdentity>;
}

export class IdentityProviderError extends Error {}
