import type { ApiClient } from '../../../../tests/server/callers';
import { CLIENT, type FakeProvider } from './fake-oauth-provider';

export interface ChannelAnswer {
  version: number;
  imap: { signIn: string; passwordSet: boolean };
  oauth: { provider: string; tokenUrl: string; clientId: string; clientSecretSet: boolean } | null;
  oauthConnection: { state: string; account: string | null; connectedAt: string | null; refreshedAt: string | null; reason: string | null; failedAt: string | null };
}

export interface ProblemAnswer {
  status: number;
  code?: string;
  detail?: string;
  errors?: { path: string; code?: string }[];
}

/** The mailbox as an admin sets it up: read over IMAP with OAuth 2.0, the fake provider as a custom one. */
export async function setUpOAuth(client: ApiClient, provider: FakeProvider, options: { tokenUrl?: string; host?: string; port?: number } = {}) {
  const { version } = (await client.call<ChannelAnswer>('GET', '/resolve-it/email-channel')).body;
  return client.call<ChannelAnswer>('PATCH', '/resolve-it/email-channel', {
    imap: { enabled: true, host: options.host ?? 'imap.acme.test', port: options.port ?? 993, secure: options.port === undefined, username: 'desk@acme.test', signIn: 'oauth' },
    oauth: { provider: 'custom', authorizeUrl: `${provider.url}/authorize`, tokenUrl: options.tokenUrl ?? `${provider.url}/token`, scope: 'imap offline_access', clientId: CLIENT.id, clientSecret: CLIENT.secret },
    version,
  });
}

/** Start, the person's consent at the provider, and the callback page's post: a connection as the browser makes it. */
export async function connect(client: ApiClient, provider: FakeProvider) {
  const started = await client.call<{ authorizeUrl: string }>('POST', '/resolve-it/email-channel/oauth/start');
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.text}`);
  const back = provider.approve(started.body.authorizeUrl);
  const answer = await client.call<ChannelAnswer & ProblemAnswer>('POST', '/resolve-it/email-channel/oauth/callback', back);
  if (answer.status !== 200) throw new Error(`the callback answered ${answer.status}: ${answer.text}`);
  return { ...back, answer };
}
