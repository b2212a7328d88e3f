/** What the server hands the provider when a sign-in starts; the provider hands state back untouched. */
export interface AuthorizationRequest {
  readonly state: string;
  readonly nonce: string;
  readonly codeChallenge: string;
  readonly redirectUri: string;
  readonly loginHint?: string | undefined;
}

export interface CodeExchange {
  readonly code: string;
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
