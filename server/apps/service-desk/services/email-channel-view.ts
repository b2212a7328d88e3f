import { mailboxOAuthAnswer } from '../../../../src/apps/service-desk/domain/mailbox-providers';
import type { MailboxConnectionRow } from '../repositories/mailbox-oauth-repository';
import type { deskChannels } from '../schema/config';
import { isoOrNull } from './support';

export type ChannelRow = typeof deskChannels.$inferSelect;

const isSet = (sealed: string | null) => sealed !== null && sealed !== '';

/** The connection as the admin sees it: never a token, only whom it signs in as and how it stands. */
function connectionOf(connection: MailboxConnectionRow | undefined) {
  if (!connection) return { state: 'not-connected' as const, account: null, connectedAt: null, refreshedAt: null, reason: null, failedAt: null };
  return {
    state: connection.failure ? ('needs-reconnecting' as const) : ('connected' as const),
    account: connection.account,
    connectedAt: connection.connectedAt.toISOString(),
    refreshedAt: isoOrNull(connection.refreshedAt),
    reason: connection.failure,
    failedAt: isoOrNull(connection.failedAt),
  };
}

/** The email channel as the settings answer it: the secrets only as "set", a preset provider's endpoints spelled out. */
export function channelItemOf(row: ChannelRow, connection: MailboxConnectionRow | undefined) {
  return {
    inboundAddress: row.inboundAddress,
    autoAcknowledge: row.autoAcknowledge,
    imap: { ...row.imap, signIn: row.imapSignIn, passwordSet: isSet(row.imapPassword) },
    oauth: row.oauth && mailboxOAuthAnswer(row.oauth, isSet(row.oauthClientSecret)),
    oauthConnection: connectionOf(connection),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
