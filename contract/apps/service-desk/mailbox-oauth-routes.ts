import { appRoute, json } from '../../descriptor';
import { ADMIN_ROLES } from '../../common';
import { RESOLVE_IT_SLUG } from '../../../src/apps/service-desk/domain/slug';
import { EmailChannelItem } from './config-schemas';
import { MailboxOAuthCallback, MailboxOAuthStart } from './mailbox-oauth-schemas';

/**
 * The IMAP mailbox's OAuth 2.0 connection, which organisation admins make: start (the provider's sign-in address),
 * the callback page's code and state, and disconnect. Each answers or changes what the email channel shows.
 */
export const startResolveItMailboxOAuth = appRoute(RESOLVE_IT_SLUG, {
  id: 'startResolveItMailboxOAuth',
  method: 'POST',
  path: '/resolve-it/email-channel/oauth/start',
  summary: "The provider's sign-in address for the mailbox (one-time state, PKCE); 409 until the provider is set up",
  roles: ADMIN_ROLES,
  success: json(MailboxOAuthStart),
  problems: [403, 409],
});
export const completeResolveItMailboxOAuth = appRoute(RESOLVE_IT_SLUG, {
  id: 'completeResolveItMailboxOAuth',
  method: 'POST',
  path: '/resolve-it/email-channel/oauth/callback',
  summary: "Exchanges the provider's code for the mailbox's tokens (kept sealed); 400 for a used or expired state, 502 when the provider refuses",
  roles: ADMIN_ROLES,
  request: { body: MailboxOAuthCallback },
  success: json(EmailChannelItem),
  problems: [400, 403, 409, 502],
});
export const disconnectResolveItMailboxOAuth = appRoute(RESOLVE_IT_SLUG, {
  id: 'disconnectResolveItMailboxOAuth',
  method: 'DELETE',
  path: '/resolve-it/email-channel/oauth',
  summary: "Forgets the mailbox's OAuth tokens",
  roles: ADMIN_ROLES,
  success: json(EmailChannelItem),
  problems: [403],
});
