import type { Role } from '../contract/common';

/** A signed-in member of an organisation, as the session token says. */
export interface StaffPrincipal {
  readonly kind: 'staff';
  readonly sessionId: string;
  readonly userId: string;
  readonly organisationId: string;
  readonly role: Role;
  readonly email: string;
  readonly name: string;
  /** The admin acting as this user, when the session is an impersonation. */
  readonly impersonatorUserId: string | null;
  readonly expiresAt: Date;
  /**
   * Set when the call carries an API token of Integrations rather than a session: the principal is the organisation's
   * admin access narrowed to the token's scopes, and `userId` is the admin who made it (the trail names them).
   */
  readonly apiToken?: ApiTokenGrant;
}

/** An API token's grant: which token, and what it opens (`<app slug>:read`, `<app slug>:write`, `scim`). */
export interface ApiTokenGrant {
  readonly id: string;
  readonly scopes: readonly string[];
}

/** Someone without an account, signed in by an emailed code: they are their address, nothing more. */
export interface ExternalPrincipal {
  readonly kind: 'external';
  readonly sessionId: string;
  readonly email: string;
  readonly expiresAt: Date;
}

/** Where a call came from, recorded on the sessions it opens. */
export interface CallerContext {
  readonly ip: string;
  readonly userAgent: string | null;
  /** The known-device token the browser holds from an earlier sign-in, if any. */
  readonly device: string | null;
}
