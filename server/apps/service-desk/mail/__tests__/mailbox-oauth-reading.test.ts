import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalFileStore } from '../../../../adapters/local-file-store';
import { openSecret } from '../../../../security/sealed-secrets';
import { DEMO } from '../../../../seed/demo-seed';
import type { TestServer } from '../../../../../tests/server/harness';
import { signedIn, type ApiClient } from '../../../../../tests/server/callers';
import { serviceDeskServer } from '../../index';
import { startFakeProvider, type FakeProvider } from '../../__tests__/fake-oauth-provider';
import { connect, setUpOAuth, type ChannelAnswer } from '../../__tests__/mailbox-oauth-arrange';
import { imapMailboxOpener } from '../imap-mailbox';
import { serviceDeskMailBackground } from '../mail-background';
import type { MailLog } from '../mail-pipeline';
import { MailboxNotConnected, MailboxTokens } from '../mailbox-tokens';
import { depsOf, mailboxTestServer } from './mail-desk';
import { startFakeImap } from './fake-imap-server';

/**
 * Reading mail with the OAuth connection: the access token refreshed before it ends (one server at a time), a
 * refresh token the provider refuses marking the connection for the admin, and the real IMAP client signing in to a
 * fake IMAP server by SASL XOAUTH2 with the token it was given, against the real database and a fake provider.
 */
const HOUR_MS = 3600_000;
const silent: MailLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

let server: TestServer;
let files: LocalFileStore;
let provider: FakeProvider;
let ada: ApiClient;
let organisationId: string;
let clock: number;

const rig = mailboxTestServer();
beforeEach(async () => {
  ({ server, files } = rig);
  await server.reset();
  provider = await startFakeProvider();
  ada = await signedIn(server, DEMO.admin.email);
  organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
  clock = Date.now();
  return () => provider.close();
});

const tokensAt = () => new MailboxTokens({ store: server.storeOf(serviceDeskServer), keys: server.keys, config: server.config, now: () => new Date(clock) }, silent);
const connection = async () => (await server.storeOf(serviceDeskServer).repos.own.mailboxConnections.find(organisationId))!;
const refreshGrants = () => provider.requests.filter((request) => request.grant_type === 'refresh_token');

describe('the access token', () => {
  it('serves until a minute before it ends, then is refreshed, the rotated refresh token kept sealed', async () => {
    await setUpOAuth(ada, provider);
    await connect(ada, provider);
    const first = await tokensAt().accessToken(organisationId);
    expect(provider.issuedAccess(first)).toBe(true);
    clock += HOUR_MS - 61_000;
    expect(await tokensAt().accessToken(organisationId)).toBe(first);
    expect(refreshGrants()).toHaveLength(0);

    clock += 2_000;
    const second = await tokensAt().accessToken(organisationId);
    expect(second).not.toBe(first);
    expect(provider.issuedAccess(second)).toBe(true);
    expect(refreshGrants()).toHaveLength(1);
    const stored = await connection();
    expect(openSecret(server.keys, stored.refreshToken!)).toBe(provider.liveRefreshTokens()[0]);
    expect(stored.refreshedAt).toEqual(new Date(clock));
    const channel = await ada.call<ChannelAnswer>('GET', '/resolve-it/email-channel');
    expect(channel.body.oauthConnection).toMatchObject({ state: 'connected', refreshedAt: new Date(clock).toISOString() });
  });

  it('is refreshed by one server when two ask at once, and the newer refresh token stays', async () => {
    await setUpOAuth(ada, provider);
    await connect(ada, provider);
    clock += HOUR_MS - 30_000;
    const answers = await Promise.all([tokensAt().accessToken(organisationId), tokensAt().accessToken(organisationId)]);
    for (const token of answers) expect(provider.issuedAccess(token)).toBe(true);
    expect(refreshGrants()).toHaveLength(1);
    const stored = await connection();
    expect(stored.failure).toBeNull();
    expect(openSecret(server.keys, stored.refreshToken!)).toBe(provider.liveRefreshTokens()[0]);
  });

  it('marks the connection "needs reconnecting" when the provider refuses the refresh token, and the round skips the mailbox', async () => {
    await setUpOAuth(ada, provider);
    await connect(ada, provider);
    provider.revokeAll();
    clock += HOUR_MS;
    await expect(tokensAt().accessToken(organisationId)).rejects.toBeInstanceOf(MailboxNotConnected);
    const channel = await ada.call<ChannelAnswer>('GET', '/resolve-it/email-channel');
    expect(channel.body.oauthConnection).toMatchObject({
      state: 'needs-reconnecting',
      reason: 'the provider answered invalid_grant: The refresh token was revoked.',
      failedAt: new Date(clock).toISOString(),
    });
    expect(JSON.stringify(await server.store.repos.audit.recent(organisationId, 5))).toContain('email-channel.oauth-failed');

    const opened: unknown[] = [];
    const background = serviceDeskMailBackground(depsOf(server, files), silent, async (login) => {
      opened.push(login);
      throw new Error('not reached');
    });
    const [round] = await background.poller.pollAll();
    expect(round).toMatchObject({ organisationId, taken: 0, error: expect.stringContaining('needs reconnecting') });
    expect(opened).toEqual([]);
    // Connecting again makes it whole.
    await connect(ada, provider);
    expect((await ada.call<ChannelAnswer>('GET', '/resolve-it/email-channel')).body.oauthConnection).toMatchObject({ state: 'connected', reason: null });
  });
});

describe('signing in to the mailbox with XOAUTH2', () => {
  it('sends the access token the opener was given, and a wrong one is refused', async () => {
    const imap = await startFakeImap({ user: 'desk@acme.test', accepts: (token) => token === 'good-token' });
    try {
      const login = { organisationId, imap: { enabled: true, host: '127.0.0.1', port: imap.port, secure: false, username: 'desk@acme.test', mailbox: 'INBOX' }, password: null };
      const mailbox = await imapMailboxOpener(true)({ ...login, accessToken: 'good-token' });
      expect(await mailbox.unseen(10)).toEqual([]);
      await mailbox.close();
      expect(imap.commands.map((line) => line.split(' ').slice(1, 3).join(' '))).toEqual(expect.arrayContaining(['AUTHENTICATE XOAUTH2', 'SELECT INBOX', 'UID SEARCH']));
      expect(imap.signIns).toEqual([{ user: 'desk@acme.test', token: 'good-token', accepted: true }]);

      await expect(imapMailboxOpener(true)({ ...login, accessToken: 'stale-token' })).rejects.toThrow();
      expect(imap.signIns.at(-1)).toEqual({ user: 'desk@acme.test', token: 'stale-token', accepted: false });
    } finally {
      await imap.close();
    }
  });

  it('reads the mailbox of a channel connected by OAuth through the poller, with the stored token', async () => {
    let current = '';
    const imap = await startFakeImap({ user: 'desk@acme.test', accepts: (token) => token === current });
    try {
      await setUpOAuth(ada, provider, { host: '127.0.0.1', port: imap.port });
      await connect(ada, provider);
      current = openSecret(server.keys, (await connection()).accessToken!)!;
      // The desk's own poller, tokens and IMAP client, as the app runs them.
      const background = serviceDeskMailBackground(depsOf(server, files), silent);
      expect(await background.poller.pollAll()).toEqual([{ organisationId, taken: 0, skipped: 0, error: null }]);
      expect(imap.signIns).toEqual([{ user: 'desk@acme.test', token: current, accepted: true }]);
    } finally {
      await imap.close();
    }
  });

  it('refreshes at the next round a token the mail server refused before its end, as one revoked at the provider', async () => {
    const revoked = new Set<string>();
    const imap = await startFakeImap({ user: 'desk@acme.test', accepts: (token) => provider.issuedAccess(token) && !revoked.has(token) });
    try {
      await setUpOAuth(ada, provider, { host: '127.0.0.1', port: imap.port });
      await connect(ada, provider);
      const first = openSecret(server.keys, (await connection()).accessToken!)!;
      revoked.add(first);
      const background = serviceDeskMailBackground(depsOf(server, files), silent);
      const [refused] = await background.poller.pollAll();
      expect(refused).toMatchObject({ taken: 0, error: expect.any(String) });
      expect(refreshGrants()).toHaveLength(0);

      expect(await background.poller.pollAll()).toEqual([{ organisationId, taken: 0, skipped: 0, error: null }]);
      expect(refreshGrants()).toHaveLength(1);
      const second = openSecret(server.keys, (await connection()).accessToken!)!;
      expect(second).not.toBe(first);
      expect(imap.signIns.map((signIn) => [signIn.token, signIn.accepted])).toEqual([
        [first, false],
        [second, true],
      ]);
    } finally {
      await imap.close();
    }
  });
});
