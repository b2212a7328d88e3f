import * as z from 'zod';
import { text } from '../../text';
import { Timestamp } from '../../common';
import { DEFAULT_TENANT, MAILBOX_PROVIDERS, MAILBOX_SIGN_INS } from '../../../src/apps/service-desk/domain/mailbox-providers';

export const MailboxSignIn = z.enum(MAILBOX_SIGN_INS);
export const MailboxProvider = z.enum(MAILBOX_PROVIDERS);

/** An endpoint of a custom provider: http(s) here; the server holds it to https unless it is in its own network. */
const EndpointUrl = text()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), { message: 'An http(s) address' });

/** The provider as the settings answer it: the endpoints in use (a preset's own), and whether a client secret is kept. */
export const MailboxOAuthItem = z.object({
  provider: MailboxProvider,
  tenant: text(),
  authorizeUrl: text(),
  tokenUrl: text(),
  scope: text(),
  clientId: text(),
  /** The client secret is never answered, only whether one is set. */
  clientSecretSet: z.boolean(),
});

export const MailboxOAuthInput = z.strictObject({
  provider: MailboxProvider,
  /** Microsoft's directory (a tenant id or domain, 'organizations' or 'common'); other providers ignore it. */
  tenant: text()
    .trim()
    .max(200)
    .regex(/^[\w.-]*$/)
    .default(DEFAULT_TENANT),
  /** A custom provider's endpoints and scope; a preset's are its own. */
  authorizeUrl: EndpointUrl.default(''),
  tokenUrl: EndpointUrl.default(''),
  scope: text().trim().max(1000).default(''),
  clientId: text().trim().max(500),
  /** Write-only: left out keeps the stored secret, null removes it. */
  clientSecret: text().max(2000).nullable().optional(),
});

/**
 * The mailbox's OAuth connection: not connected, connected (as which account, since when, the access token last
 * refreshed when) or needing the admin to connect again (the provider refused the refresh token: why, and when).
 */
export const MailboxConnection = z.object({
  state: z.enum(['not-connected', 'connected', 'needs-reconnecting']),
  account: text().nullable(),
  connectedAt: Timestamp.nullable(),
  refreshedAt: Timestamp.nullable(),
  reason: text().nullable(),
  failedAt: Timestamp.nullable(),
});

/** Where the browser goes to let the admin sign in to the mailbox at the provider. */
export const MailboxOAuthStart = z.object({ authorizeUrl: text() });

/** What the provider handed the callback page: the code to exchange, and the state the server made. */
export const MailboxOAuthCallback = z.strictObject({
  code: text().min(1).max(4096),
  state: text().min(1).max(200),
});
