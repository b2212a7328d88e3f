import * as z from 'zod';
import { text } from './text';
import { AppSlug, Email, EmailInput, Id, Password, PersonName, PersonRef, Role, Timestamp, Version } from './common';

const UserSummary = z.object({
  id: Id,
  email: Email,
  name: text(),
  role: Role,
  organisationId: Id,
});

const OrganisationSummary = z.object({ id: Id, name: text(), version: Version });

/** The answer of every way in: the client stores `token` as loginToken and `allowedApps` encoded. */
export const SignInAnswer = z.object({
  token: text().min(32),
  expiresAt: Timestamp,
  user: UserSummary,
  allowedApps: z.array(AppSlug),
  /** The admin acting as someone else, when a session is an impersonation. */
  impersonator: PersonRef.nullable(),
});
export type SignInAnswer = z.infer<typeof SignInAnswer>;

export const SessionAnswer = z.object({
  sessionId: Id,
  expiresAt: Timestamp,
  user: UserSummary,
  organisation: OrganisationSummary,
  allowedApps: z.array(AppSlug),
  /** The admin acting as someone else, when a session is an impersonation. */
  impersonator: PersonRef.nullable(),
});
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const SignInRequest = z.strictObject({ email: EmailInput, password: text().min(1).max(200) });

export const SignUpRequest = z.strictObject({
  organisationName: text().trim().min(1).max(120),
  name: PersonName,
  email: EmailInput,
  password: Password,
  /** The one-time link a production portal prints at its first start; it founds the first organisation. */
  setupToken: text().min(1).max(200).optional(),
});

export const LOGIN_LINK_IMPERSONATION_TYPE = 'impersonate';

export const CreateLoginLinkRequest = z.strictObject({
  userId: Id,
  impersonate: z.boolean().default(false),
  ttlMinutes: z.int().min(1).max(24 * 60).default(15),
});

/** `path` is the portal page /login-user/{emailid}/{hash}/{type?}/{adminId?}; `url` is it on the public address. */
export const LoginLinkAnswer = z.object({
  url: text(),
  path: text().startsWith('/login-user/'),
  expiresAt: Timestamp,
  impersonation: z.boolean(),
});

/** The segments of the link page, as they came: a forged or mangled value is the server's to refuse. */
export const RedeemLoginLinkRequest = z.strictObject({
  emailid: text().min(1).max(100),
  hash: text().min(1).max(200),
  type: text().max(50).optional(),
  adminId: text().max(100).optional(),
});

const OAuthProvider = z.object({ id: text(), name: text() });
export const OAuthProvidersAnswer = z.object({ items: z.array(OAuthProvider) });

export const OAuthProviderParams = z.strictObject({ provider: text().regex(/^[a-z0-9-]{1,40}$/) });

/** The popup page's own address is the redirect URI; `loginHint` pre-fills the provider's sign-in form. */
export const OAuthStartQuery = z.strictObject({ loginHint: text().max(254).optional() });

/** What the provider put on the popup's address after the user agreed. */
export const OAuthCallbackRequest = z.strictObject({
  code: text().min(1).max(4096),
  state: text().min(1).max(200),
  /** The authorization response's `iss` (RFC 9207): which provider answered, against mix-up attacks. */
  iss: text().min(1).max(2048).optional(),
});
