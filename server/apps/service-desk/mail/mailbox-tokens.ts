import { openSecret, sealSecret } from '../../../kernel';
import { mailboxEndpoints } from '../../../../src/apps/service-desk/domain/mailbox-providers';
import type { MailboxConnectionRow } from '../repositories/mailbox-oauth-repository';
import type { ServiceDeskDeps } from '../services/service-deps';
import { deskAudit } from '../services/support';
import type { MailLog } from './mail-pipeline';
import { accessExpiry, requestTokens, TokenRefused } from './oauth-token-endpoint';

/** The mailbox cannot sign in by OAuth until an admin connects it (again): the round for it is skipped. */
export class MailboxNotConnected extends Error {}

/** An access token this close to its end is refreshed first: a poll round must not run out of it halfway. */
const REFRESH_WITHIN_MS = 60_000;
/** Rereads after another server changed the connection meanwhile; more means something keeps writing it. */
const ATTEMPTS = 3;
/** How long a refresh is claimed: past the token request's timeout, so a server that died mid-refresh lets go. */
const CLAIM_MS = 30_000;

type TokenDeps = Pick<ServiceDeskDeps, 'store' | 'keys' | 'now' | 'config'>;

/**
 * The access tokens of the organisations' mailboxes, as the poller signs in with them: the stored one while it lasts,
 * else a new one by the refresh token, stored sealed (with the provider's rotated refresh token). One server at a time
 * refreshes (it claims the connection by its version first), so no two spend the same refresh token, whose rotation
 * would leave one of them holding a dead one. A refresh token the provider refuses as invalid_grant marks the
 * connection "needs reconnecting", for the admin to see.
 */
export class MailboxTokens {
  constructor(
    private readonly deps: TokenDeps,
    private readonly log: MailLog,
  ) {}

  async accessToken(organisationId: string): Promise<string> {
    const connections = this.deps.store.repos.own.mailboxConnections;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const connection = await connections.find(organisationId);
      if (!connection) throw new MailboxNotConnected('The mailbox has no OAuth connection: an admin connects it under Email channel.');
      if (connection.failure) throw new MailboxNotConnected(`The mailbox needs reconnecting: ${connection.failure}`);
      const now = this.deps.now().getTime();
      const access = connection.accessToken ? openSecret(this.deps.keys, connection.accessToken) : null;
      const lastsMs = access && connection.accessExpiresAt ? connection.accessExpiresAt.getTime() - now : 0;
      if (access && lastsMs > REFRESH_WITHIN_MS) return access;
      if (connection.refreshingUntil && connection.refreshingUntil.getTime() > now) {
        // Another server is refreshing it: the token still serves this round if it has not ended yet.
        if (access && lastsMs > 0) return access;
        throw new Error('Another server is refreshing the mailbox token; the next round reads the mailbox.');
      }
      const claimed = await connections.change(organisationId, connection.version, { refreshingUntil: new Date(now + CLAIM_MS) });
      if (claimed) {
        const refreshed = await this.refresh(organisationId, claimed);
        if (refreshed !== null) return refreshed;
      }
    }
    throw new Error('The mailbox connection kept changing while its token was refreshed; the next round tries again.');
  }

  /**
   * The mail server refused this access token before its end (revoked at the provider, or the account's sessions
   * ended): it is forgotten, so that the next round refreshes first rather than fail until the token would have ended.
   * A token another server has stored since is kept.
   */
  async refused(organisationId: string, accessToken: string): Promise<void> {
    const connections = this.deps.store.repos.own.mailboxConnections;
    const connection = await connections.find(organisationId);
    if (!connection?.accessToken || openSecret(this.deps.keys, connection.accessToken) !== accessToken) return;
    await connections.change(organisationId, connection.version, { accessToken: null, accessExpiresAt: null });
    this.log.info({ organisationId }, 'the mail server refused the access token of a mailbox; the next round refreshes it');
  }

  /** The new access token, or null when the connection went or was made anew meanwhile (the caller reads it again). */
  private async refresh(organisationId: string, claimed: MailboxConnectionRow): Promise<string | null> {
    const { store, keys, now, config } = this.deps;
    const connections = store.repos.own.mailboxConnections;
    const refreshToken = claimed.refreshToken ? openSecret(keys, claimed.refreshToken) : null;
    if (!refreshToken) return this.needsReconnecting(organisationId, claimed, 'The access token expired and the provider gave no refresh token.');
    let answer;
    try {
      const [channel] = await store.repos.own.channels.list(organisationId);
      const clientSecret = channel?.oauthClientSecret ? openSecret(keys, channel.oauthClientSecret) : null;
      if (!channel?.oauth || clientSecret === null) throw new MailboxNotConnected('The mailbox has no OAuth provider with a client secret set up.');
      const { tokenUrl } = mailboxEndpoints(channel.oauth);
      answer = await requestTokens({ tokenUrl, clientId: channel.oauth.clientId, clientSecret }, { grant_type: 'refresh_token', refresh_token: refreshToken }, config.allowPrivateTargets);
    } catch (error) {
      // Only invalid_grant says the refresh token is dead; a provider down or a client misconfigured tries again next round.
      if (error instanceof TokenRefused && error.error === 'invalid_grant') return this.needsReconnecting(organisationId, claimed, error.message);
      await connections.change(organisationId, claimed.version, { refreshingUntil: null });
      throw error;
    }
    const at = now();
    const saved = await connections.change(organisationId, claimed.version, {
      accessToken: sealSecret(keys, answer.accessToken),
      accessExpiresAt: accessExpiry(answer, at),
      // A provider that rotates refresh tokens answers a new one; one that does not keeps the old one good.
      refreshToken: answer.refreshToken ? sealSecret(keys, answer.refreshToken) : claimed.refreshToken,
      refreshedAt: at,
      refreshingUntil: null,
    });
    return saved ? answer.accessToken : null;
  }

  private async needsReconnecting(organisationId: string, connection: MailboxConnectionRow, reason: string): Promise<null> {
    const at = this.deps.now();
    const marked = await this.deps.store.transaction(async (repos) => {
      const changed = await repos.own.mailboxConnections.change(organisationId, connection.version, { failure: reason, failedAt: at, accessToken: null, accessExpiresAt: null, refreshingUntil: null });
      if (!changed) return false;
      // Nobody acted: the provider refused. The trail keeps it beside the admin's changes of the channel.
      const [channel] = await repos.own.channels.list(organisationId);
      const actor = { organisationId, userId: null, impersonatorUserId: null };
      const event = { action: 'email-channel.oauth-failed', entityType: 'email-channel', entityId: channel?.id ?? connection.id, before: { state: 'connected' }, after: { state: 'needs-reconnecting', reason } };
      await repos.audit.append(deskAudit(actor, event));
      return true;
    });
    // Disconnected or connected anew meanwhile: read it again.
    if (!marked) return null;
    this.log.warn({ organisationId, reason }, 'the provider refused the refresh token of a mailbox; it needs reconnecting');
    throw new MailboxNotConnected(`The mailbox needs reconnecting: ${reason}`);
  }
}
