import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSecret } from '../../../security/sealed-secrets';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';
import { serviceDeskServer } from '../index';
import { CLIENT, startFakeProvider, type FakeProvider } from './fake-oauth-provider';
import { connect, setUpOAuth, type ChannelAnswer as Channel, type ProblemAnswer as Problem } from './mailbox-oauth-arrange';

let server: TestServer;
let provider: FakeProvider;
let ada: ApiClient;

beforeAll(async () => {
  // The fake provider listens on 127.0.0.1: the server may reach its own machine only so.
  server = await startTestServer({ allowPrivateTargets: true });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  provider = await startFakeProvider();
  ada = await signedIn(server, DEMO.admin.email);
  return () => provider.close();
});

const desk = () => server.storeOf(serviceDeskServer).repos.own;
const organisationOf = async (email: string) => (await server.store.repos.users.findByEmail(email))!.organisationId;

describe('connecting the mailbox by OAuth 2.0', () => {
  it('keeps the client secret write-only and asks for a provider before the mailbox signs in with it', async () => {
    const { version } = (await ada.call<Channel>('GET', '/resolve-it/email-channel')).body;
    const without = await ada.call<Problem>('PATCH', '/resolve-it/email-channel', { imap: { enabled: true, host: 'imap.acme.test', port: 993, secure: true, username: 'desk', signIn: 'oauth' }, version });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([expect.objectContaining({ path: 'body.imap.signIn', code: 'oauth-required' })]);
    const saved = await setUpOAuth(ada, provider);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ imap: { signIn: 'oauth' }, oauth: { provider: 'custom', tokenUrl: `${provider.url}/token`, clientId: CLIENT.id, clientSecretSet: true }, oauthConnection: { state: 'not-connected' } });
    expect(saved.text).not.toContain(CLIENT.secret);
    const [stored] = await desk().channels.list(await organisationOf(DEMO.admin.email));
    expect(stored!.oauthClientSecret).not.toContain(CLIENT.secret);
    expect(openSecret(server.keys, stored!.oauthClientSecret!)).toBe(CLIENT.secret);
  });

  it('refuses plain http to a provider on the public internet, and the presets need only the client', async () => {
    const { version } = (await ada.call<Channel>('GET', '/resolve-it/email-channel')).body;
    const plain = await ada.call<Problem>('PATCH', '/resolve-it/email-channel', {
      oauth: { provider: 'custom', authorizeUrl: 'http://93.184.216.34/authorize', tokenUrl: 'https://93.184.216.34/token', clientId: 'x' },
      version,
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errors!.map((error) => `${error.path}:${error.code}`)).toEqual(['body.oauth.authorizeUrl:https-only']);
    const microsoft = await ada.call<Channel>('PATCH', '/resolve-it/email-channel', { oauth: { provider: 'microsoft', tenant: 'acme.test', clientId: 'app-id', clientSecret: 's' }, version });
    expect(microsoft.body.oauth).toMatchObject({
      authorizeUrl: 'https://login.microsoftonline.com/acme.test/oauth2/v2.0/authorize',
      tokenUrl: 'https://login.microsoftonline.com/acme.test/oauth2/v2.0/token',
      scope: 'https://outlook.office.com/IMAP.AccessAsUser.All offline_access',
    });
  });

  it('starts with a one-time state and PKCE, and the callback keeps the tokens sealed', async () => {
    await setUpOAuth(ada, provider);
    const started = await ada.call<{ authorizeUrl: string }>('POST', '/resolve-it/email-channel/oauth/start');
    const url = new URL(started.body.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.id,
      redirect_uri: `${server.config.publicUrl}/apps/resolve-it/oauth2callback`,
      scope: 'imap offline_access',
      code_challenge_method: 'S256',
      login_hint: 'desk@acme.test',
    });
    const state = url.searchParams.get('state')!;
    // Only the hash of the state is kept.
    expect(JSON.stringify(await server.database.db.execute(sql`select * from service_desk_mailbox_oauth_states`))).not.toContain(state);

    const back = provider.approve(started.body.authorizeUrl);
    const connected = await ada.call<Channel>('POST', '/resolve-it/email-channel/oauth/callback', back);
    expect(connected.status, connected.text).toBe(200);
    expect(connected.body.oauthConnection).toMatchObject({ state: 'connected', account: 'desk@acme.test', connectedAt: expect.any(String), reason: null });
    expect(provider.requests.at(-1)).toMatchObject({ grant_type: 'authorization_code', client_secret: CLIENT.secret, redirect_uri: `${server.config.publicUrl}/apps/resolve-it/oauth2callback` });
    const [refresh] = provider.liveRefreshTokens();
    const row = (await desk().mailboxConnections.find(await organisationOf(DEMO.admin.email)))!;
    expect(row.refreshToken).not.toContain(refresh!);
    expect(openSecret(server.keys, row.refreshToken!)).toBe(refresh);
    expect(provider.issuedAccess(openSecret(server.keys, row.accessToken!)!)).toBe(true);
    // Neither the settings nor the trail tell a token or the secret.
    const read = await ada.call('GET', '/resolve-it/email-channel');
    const trail = JSON.stringify(await server.store.repos.audit.recent(await organisationOf(DEMO.admin.email), 10));
    for (const text of [read.text, connected.text, trail]) {
      expect(text).not.toContain(refresh!);
      expect(text).not.toContain(CLIENT.secret);
    }
    expect(trail).toContain('email-channel.oauth-connected');

    const again = await ada.call<Problem>('POST', '/resolve-it/email-channel/oauth/callback', back);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('state-invalid');
  });

  it('refuses an expired state, another organisation’s, and says what the provider refused', async () => {
    await setUpOAuth(ada, provider);
    const started = await ada.call<{ authorizeUrl: string }>('POST', '/resolve-it/email-channel/oauth/start');
    server.advance(11 * 60_000);
    const late = await ada.call<Problem>('POST', '/resolve-it/email-channel/oauth/callback', provider.approve(started.body.authorizeUrl));
    expect([late.status, late.body.code]).toEqual([400, 'state-invalid']);
    server.advance(-11 * 60_000);

    const globex = await signedIn(server, (await otherOrganisation(server)).email);
    await setUpOAuth(globex, provider);
    const theirs = await globex.call<{ authorizeUrl: string }>('POST', '/resolve-it/email-channel/oauth/start');
    const stolen = await ada.call<Problem>('POST', '/resolve-it/email-channel/oauth/callback', provider.approve(theirs.body.authorizeUrl));
    expect([stolen.status, stolen.body.code]).toEqual([400, 'state-invalid']);
    expect((await desk().mailboxConnections.find(await organisationOf(DEMO.admin.email)))).toBeUndefined();

    const mine = await ada.call<{ authorizeUrl: string }>('POST', '/resolve-it/email-channel/oauth/start');
    const { state } = provider.approve(mine.body.authorizeUrl);
    const refused = await ada.call<Problem>('POST', '/resolve-it/email-channel/oauth/callback', { code: 'made-up', state });
    expect([refused.status, refused.body.code]).toEqual([502, 'provider-refused']);
    expect(refused.body.detail).toBe('the provider answered invalid_grant: The code is unknown or used.');

    const eve = await signedIn(server, DEMO.employee.email);
    expect((await eve.call('POST', '/resolve-it/email-channel/oauth/start')).status).toBe(403);
  });

  it('asks for the provider first: no start without a client secret', async () => {
    const refused = await ada.call<Problem>('POST', '/resolve-it/email-channel/oauth/start');
    expect([refused.status, refused.body.code]).toEqual([409, 'oauth-not-set-up']);
  });

  it('disconnects: the tokens are forgotten, and the trail says so', async () => {
    await setUpOAuth(ada, provider);
    await connect(ada, provider);
    const disconnected = await ada.call<Channel>('DELETE', '/resolve-it/email-channel/oauth');
    expect(disconnected.body.oauthConnection).toMatchObject({ state: 'not-connected', account: null });
    const organisationId = await organisationOf(DEMO.admin.email);
    expect(await desk().mailboxConnections.find(organisationId)).toBeUndefined();
    expect(JSON.stringify(await server.store.repos.audit.recent(organisationId, 5))).toContain('email-channel.oauth-disconnected');
  });

  it('forgets the connection when the provider or client changes', async () => {
    await setUpOAuth(ada, provider);
    await connect(ada, provider);
    const changed = await setUpOAuth(ada, provider, { tokenUrl: `${provider.url}/token?tenant=other` });
    expect(changed.body.oauthConnection.state).toBe('not-connected');
  });
});
