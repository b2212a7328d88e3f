import type { PersonRef } from './person-ref';

interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: string;
}

/** The answer of every way in. */
export interface SignInAnswer {
  readonly token: string;
  readonly allowedApps: readonly string[];
  readonly user: SessionUser;
  readonly impersonator: PersonRef | null;
}

interface SessionInfo {
  readonly user: SessionUser;
  readonly organisation: { readonly name: string };
  readonly allowedApps: readonly string[];
  readonly impersonator: PersonRef | null;
}

export interface SignUpDetails {
  readonly organisationName: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** From the one-time link a production portal prints at its first start; without it, sign-up must be open. */
  readonly setupToken?: string;
}

/** The segments of a /login-user/{emailid}/{hash}/{type?}/{adminId?} link. */
export interface LoginLink {
  readonly emailid: string;
  readonly hash: string;
  readonly type?: string;
  readonly adminId?: string;
}

export interface IdentityProvider {
  readonly id: string;
  readonly name: string;
  /** Where the sign-in popup opens; known up front, since a popup must open within the click. */
  readonly startUrl: string;
}

/** The server's ways in and out. Failures are RequestProblems. */
/** What the provider put on the popup's address: the code, our state, and its issuer when it names itself (RFC 9207). */
export interface ProviderCallback {
  readonly code: string;
  readonly state: string;
  readonly iss?: string;
}

export interface AuthGateway {
  signIn(credentials: { readonly email: string; readonly password: string }): Promise<SignInAnswer>;
  signUp(details: SignUpDetails): Promise<SignInAnswer>;
  signOut(): Promise<void>;
  session(): Promise<SessionInfo>;
  redeemLoginLink(link: LoginLink): Promise<SignInAnswer>;
  endImpersonation(): Promise<void>;
  identityProviders(): Promise<readonly IdentityProvider[]>;
  completeIdentityProviderSignIn(providerId: string, callback: ProviderCallback): Promise<SignInAnswer>;
}

export const AUTH_GATEWAY = Symbol.for('AuthGateway');
