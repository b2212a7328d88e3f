import type { z } from 'zod';
import { ProblemTypes } from '../../../../contract/problem';
import type { MailboxOAuthCallback } from '../../../../contract/apps/service-desk/mailbox-oauth-schemas';
import { authorizationUrl, MAILBOX_CALLBACK_PATH, mailboxEndpoints } from '../../../../src/apps/service-desk/domain/mailbox-providers';
import { ApiProblem, hashToken, newToken, openSecret, pkceChallenge, ruleRefused, sealSecret, type StaffPrincipal } from '../../../kernel';
import { accessExpiry, accountOfIdToken, requestTokens, TokenRefused } from '../mail/oauth-token-endpoint';
import { channelRowOf } from './email-channel-service';
import { channelItemOf, type ChannelRow } from './email-channel-view';
import type { ServiceDeskDeps } from './service-deps';
import { deskAudit } from './support';

/** Long enough to sign in at the provider (and find the phone for its second factor), short enough not to linger. */
const STATE_TTL_MS = 10 * 60_000;

/** A failed connection, with the code the callback page words it by: the provider's own error goes in the detail. */
const failed = (status: 400 | 502, code: string, detail: string, params: Record<string, string> = {}) =>
  new ApiProblem(status, ProblemTypes.oauthFailed, 'The mailbox could not be connected', detail, undefined, {}, { code, params });

/**
 * Connecting the desk's IMAP mailbox by OAuth 2.0 (authorization code with PKCE): the admin's browser goes to the
 * provider with a one-time state, comes back to the callback page, whose code the server exchanges for the tokens it
 * keeps sealed; the poller then signs in with the access token (MailboxTokens refreshes it).
 */
export class MailboxOAuthService {
  constructor(private readonly deps: Pick<ServiceDeskDeps, 'store' | 'now' | 'config' | 'keys'>) {}

  /** The provider's sign-in address; the state (hashed) and the PKCE verifier wait for the callback. */
  async start(principal: StaffPrincipal): Promise<{ authorizeUrl: string }> {
    const { organisationId, userId } = principal;
    const row = await channelRowOf(this.deps.store.repos, organisationId);
    const { oauth } = this.client(row);
    const state = newToken();
    const codeVerifier = newToken();
    const now = this.deps.now();
    await this.deps.store.repos.own.mailboxOAuthStates.create({ organisationId, userId, stateHash: hashToken(state), codeVerifier, expiresAt: new Date(now.getTime() + STATE_TTL_MS) }, now);
    return { authorizeUrl: authorizationUrl(oauth, { redirectUri: this.redirectUri(), state, codeChallenge: pkceChallenge(codeVerifier), loginHint: row.imap.username }) };
  }

  /** Takes the state (once), exchanges the code, and keeps the tokens sealed: the connection the channel answers. */
  async complete(principal: StaffPrincipal, { code, state }: z.output<typeof MailboxOAuthCallback>) {
    const { store, now, keys } = this.deps;
    const { organisationId } = principal;
    const started = await store.repos.own.mailboxOAuthStates.take(hashToken(state));
    // Another organisation's, another person's or an old state answers as an unknown one: nothing about it is told.
    if (!started || started.organisationId !== organisationId || started.userId !== principal.userId || started.expiresAt <= now()) {
      throw failed(400, 'state-invalid', 'This connection expired or was completed already; start it again from the email channel.');
    }
    const row = await channelRowOf(store.repos, organisationId);
    const { oauth, clientSecret } = this.client(row);
    let answer;
    try {
      const grant = { grant_type: 'authorization_code', code, redirect_uri: this.redirectUri(), code_verifier: started.codeVerifier };
      answer = await requestTokens({ tokenUrl: mailboxEndpoints(oauth).tokenUrl, clientId: oauth.clientId, clientSecret }, grant, this.deps.config.allowPrivateTargets);
    } catch (error) {
      if (error instanceof TokenRefused) throw failed(502, 'provider-refused', error.message, { error: error.error });
      throw failed(502, 'provider-unreachable', `The token URL could not be used: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!answer.refreshToken) {
      throw failed(502, 'no-refresh-token', 'The provider gave no refresh token, so the desk could read the mailbox for an hour only: ask for offline access in the scope.');
    }
    const at = now();
    const account = accountOfIdToken(answer.idToken) ?? (row.imap.username || null);
    const connection = await store.transaction(async (repos) => {
      const made = await repos.own.mailboxConnections.connect(organisationId, {
        account,
        refreshToken: sealSecret(keys, answer.refreshToken!),
        accessToken: sealSecret(keys, answer.accessToken),
        accessExpiresAt: accessExpiry(answer, at),
        connectedAt: at,
        refreshedAt: null,
        failure: null,
        failedAt: null,
      });
      await repos.audit.append(deskAudit(principal, { action: 'email-channel.oauth-connected', entityType: 'email-channel', entityId: row.id, after: { account, provider: oauth.provider } }));
      return made;
    });
    return channelItemOf(row, connection);
  }

  /** Forgets the tokens: the mailbox is read again only once an admin connects it. */
  async disconnect(principal: StaffPrincipal) {
    const { organisationId } = principal;
    const row = await channelRowOf(this.deps.store.repos, organisationId);
    await this.deps.store.transaction(async (repos) => {
      const removed = await repos.own.mailboxConnections.remove(organisationId);
      if (!removed) return;
      const before = { account: removed.account, state: removed.failure ? 'needs-reconnecting' : 'connected' };
      await repos.audit.append(deskAudit(principal, { action: 'email-channel.oauth-disconnected', entityType: 'email-channel', entityId: row.id, before, after: { state: 'not-connected' } }));
    });
    return channelItemOf(row, undefined);
  }

  /** The provider and the client's secret, or the refusal that says to set them up and save them first. */
  private client(row: ChannelRow) {
    const clientSecret = row.oauthClientSecret ? openSecret(this.deps.keys, row.oauthClientSecret) : null;
    if (!row.oauth || !row.oauth.clientId || clientSecret === null) {
      throw ruleRefused('Set up the OAuth provider with its client id and secret, and save, before connecting the mailbox.', 'oauth-not-set-up');
    }
    return { oauth: row.oauth, clientSecret };
  }

  /** The callback page on the portal's public address, never one taken from a request. */
  private redirectUri(): string {
    return `${this.deps.config.publicUrl}${MAILBOX_CALLBACK_PATH}`;
  }
}
