import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { getResolveItEmailChannel, updateResolveItEmailChannel } from '../config-routes';
import { completeResolveItMailboxOAuth, disconnectResolveItMailboxOAuth, startResolveItMailboxOAuth } from '../mailbox-oauth-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { fieldsOf } from './desk-arrange';

const IMAP = { enabled: true, host: 'imap.acme.test', port: 993, secure: true, username: 'desk@acme.test', signIn: 'oauth' } as const;

/**
 * The mailbox's OAuth connection on the server and the mocks alike: the provider set up, the start that sends the
 * browser to it, the callback refusing a state it never made, and the disconnect. No case reaches a provider: the
 * exchange itself is the server tests' (a fake provider on 127.0.0.1).
 */
describe.each([realServer(), mockServer()])('the mailbox’s OAuth connection on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it('takes a preset provider with its client, the secret write-only, and starts at its authorize address', async () => {
    const refused = await problem(startResolveItMailboxOAuth, {}, 409, ProblemTypes.conflict);
    expect(refused.code).toBe('oauth-not-set-up');
    const { version } = await ok(getResolveItEmailChannel);
    const unset = await problem(updateResolveItEmailChannel, { body: { imap: IMAP, version } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unset)).toEqual(['body.imap.signIn:oauth-required']);
    const custom = await problem(updateResolveItEmailChannel, { body: { oauth: { provider: 'custom', clientId: '' }, version } }, 400, ProblemTypes.validation);
    expect(fieldsOf(custom)).toEqual(['body.oauth.authorizeUrl:required', 'body.oauth.clientId:required', 'body.oauth.tokenUrl:required']);

    const oauth = { provider: 'microsoft', tenant: 'acme.test', clientId: 'app-id', clientSecret: 'app-s3cret' } as const;
    const saved = await ok(updateResolveItEmailChannel, { body: { imap: IMAP, oauth, version } });
    expect(saved).toMatchObject({
      imap: { signIn: 'oauth' },
      oauth: { provider: 'microsoft', tenant: 'acme.test', tokenUrl: 'https://login.microsoftonline.com/acme.test/oauth2/v2.0/token', clientId: 'app-id', clientSecretSet: true },
      oauthConnection: { state: 'not-connected', account: null },
    });
    expect(JSON.stringify(saved)).not.toContain('app-s3cret');

    const { authorizeUrl } = await ok(startResolveItMailboxOAuth);
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://login.microsoftonline.com/acme.test/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'app-id',
      scope: 'https://outlook.office.com/IMAP.AccessAsUser.All offline_access',
      code_challenge_method: 'S256',
      login_hint: 'desk@acme.test',
    });
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/apps\/resolve-it\/oauth2callback$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
  });

  it('refuses a callback with a state it never made, and disconnects', async () => {
    const unknown = await problem(completeResolveItMailboxOAuth, { body: { code: 'some-code', state: 'never-started' } }, 400, ProblemTypes.oauthFailed);
    expect(unknown.code).toBe('state-invalid');
    const disconnected = await ok(disconnectResolveItMailboxOAuth);
    expect(disconnected.oauthConnection).toEqual({ state: 'not-connected', account: null, connectedAt: null, refreshedAt: null, reason: null, failedAt: null });
  });

  it('lets only organisation admins connect the mailbox', async () => {
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await problem(startResolveItMailboxOAuth, { token: eve }, 403);
    await problem(disconnectResolveItMailboxOAuth, { token: eve }, 403);
  });
});
