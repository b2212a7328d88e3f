import type { z } from 'zod';
import { ruleRefused, sealSecret, staleVersion, TargetRefused, violatedConstraint, type StaffPrincipal } from '../../../kernel';
import type { EmailChannelInput } from '../../../../contract/apps/service-desk/config-schemas';
import type { MailboxOAuthSettings } from '../../../../src/apps/service-desk/domain/mailbox-providers';
import { imapTarget } from '../mail/imap-mailbox';
import { endpointTarget, InsecureEndpoint } from '../mail/oauth-token-endpoint';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import { channelItemOf, type ChannelRow } from './email-channel-view';
import type { ServiceDeskDeps } from './service-deps';
import { deskAudit, deskFieldProblem, deskFieldProblems } from './support';

type Input = z.output<typeof EmailChannelInput>;
type Refusal = { field: string; message: string; code: string };

const NO_IMAP = { enabled: false, host: '', port: 993, secure: true, username: '', mailbox: 'INBOX' };

/**
 * Refuses a host in the server's own network now, at the field, rather than only when the server connects. A name
 * that does not resolve at all is let through: it may tomorrow, and every connect checks it again.
 */
async function hostRefusal(field: string, check: () => Promise<unknown>, insecureUnresolved = false): Promise<Refusal | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (error instanceof TargetRefused) return { field, message: error.message, code: `target-${error.rule}` };
    if (error instanceof InsecureEndpoint || insecureUnresolved) return { field, message: new InsecureEndpoint('The address').message, code: 'https-only' };
    return null;
  }
}

/** A custom provider's endpoints: https, or http only where its host is in the server's own network and that is allowed. */
async function endpointRefusals(oauth: MailboxOAuthSettings, allowPrivate: boolean): Promise<Refusal[]> {
  if (oauth.provider !== 'custom') return [];
  const refusals: Refusal[] = [];
  for (const field of ['authorizeUrl', 'tokenUrl'] as const) {
    const url = oauth[field];
    if (!url) refusals.push({ field: `oauth.${field}`, message: 'A custom provider needs this address.', code: 'required' });
    else {
      const refusal = await hostRefusal(`oauth.${field}`, () => endpointTarget(url, 'The address', allowPrivate), url.toLowerCase().startsWith('http:'));
      if (refusal) refusals.push(refusal);
    }
  }
  return refusals;
}

/** The provider and client a connection was made with: when they change, its tokens are another client's. */
const clientOf = (oauth: MailboxOAuthSettings | null) => oauth && JSON.stringify([oauth.provider, oauth.tenant, oauth.tokenUrl, oauth.clientId]);

/** The desk's email channel: its inbound address, acknowledgements and the IMAP mailbox with its sign-in. */
export class EmailChannelService {
  constructor(private readonly deps: Pick<ServiceDeskDeps, 'store' | 'now' | 'config' | 'keys'>) {}

  async channel(principal: StaffPrincipal) {
    const row = await channelRowOf(this.deps.store.repos, principal.organisationId);
    return channelItemOf(row, await this.deps.store.repos.own.mailboxConnections.find(principal.organisationId));
  }

  async update(principal: StaffPrincipal, body: Input) {
    const { organisationId } = principal;
    const before = await channelRowOf(this.deps.store.repos, organisationId);
    const { version, imap, oauth, ...rest } = body;
    const settings = oauth && { provider: oauth.provider, tenant: oauth.tenant, authorizeUrl: oauth.authorizeUrl, tokenUrl: oauth.tokenUrl, scope: oauth.scope, clientId: oauth.clientId };
    const values = {
      ...rest,
      ...(imap && { imap: { enabled: imap.enabled, host: imap.host, port: imap.port, secure: imap.secure, username: imap.username, mailbox: imap.mailbox } }),
      ...(imap?.signIn && { imapSignIn: imap.signIn }),
      ...(imap?.password !== undefined && { imapPassword: imap.password === null ? null : sealSecret(this.deps.keys, imap.password) }),
      ...(oauth !== undefined && { oauth: settings ?? null }),
      ...(oauth === null && { oauthClientSecret: null }),
      ...(oauth?.clientSecret !== undefined && { oauthClientSecret: oauth.clientSecret === null ? null : sealSecret(this.deps.keys, oauth.clientSecret) }),
    };
    await this.check(values, before);
    // A connection made with another provider or client is that one's: it is forgotten with the change.
    const forget = oauth !== undefined && clientOf(settings ?? null) !== clientOf(before.oauth);
    const row = await this.deps.store
      .transaction(async (repos) => {
        const updated = await repos.own.channels.update(organisationId, before.id, version, values, this.deps.now());
        if (!updated) throw staleVersion();
        const forgotten = forget ? await repos.own.mailboxConnections.remove(organisationId) : undefined;
        // The secrets never reach the trail, only that they changed.
        const { imapPassword: _password, oauthClientSecret: _secret, ...shownBefore } = before;
        const after = {
          ...rest,
          ...(imap && { imap: { ...imap, password: imap.password === undefined ? undefined : '(changed)' } }),
          ...(oauth !== undefined && { oauth: oauth && { ...oauth, clientSecret: oauth.clientSecret === undefined ? undefined : '(changed)' } }),
          ...(forgotten && { oauthConnection: 'forgotten' }),
        };
        await repos.audit.append(deskAudit(principal, { action: 'email-channel.updated', entityType: 'email-channel', entityId: before.id, before: shownBefore, after }));
        return updated;
      })
      .catch((error: unknown) => {
        if (violatedConstraint(error, '23505') !== null) throw ruleRefused('Another organisation receives mail at this address.', 'address-taken', {}, 'inboundAddress');
        throw error;
      });
    return channelItemOf(row, await this.deps.store.repos.own.mailboxConnections.find(organisationId));
  }

  /** The settings as they would stand: a mailbox it can reach, and for OAuth a provider it can use. */
  private async check(values: Partial<ChannelRow>, before: ChannelRow): Promise<void> {
    const allowPrivate = this.deps.config.allowPrivateTargets;
    if (values.imap?.enabled && !values.imap.host) throw deskFieldProblem('imap.host', 'An enabled mailbox needs its server.', 'required');
    const refusals: Refusal[] = [];
    const host = values.imap?.host;
    const hostRefused = host ? await hostRefusal('imap.host', () => imapTarget(host, allowPrivate)) : null;
    if (hostRefused) refusals.push(hostRefused);
    if (values.oauth) {
      if (!values.oauth.clientId) refusals.push({ field: 'oauth.clientId', message: 'The provider needs the client (application) id.', code: 'required' });
      refusals.push(...(await endpointRefusals(values.oauth, allowPrivate)));
    }
    const signIn = values.imapSignIn ?? before.imapSignIn;
    const oauth = values.oauth === undefined ? before.oauth : values.oauth;
    if (signIn === 'oauth' && !oauth) refusals.push({ field: 'imap.signIn', message: 'Set up the OAuth provider before the mailbox signs in with it.', code: 'oauth-required' });
    if (refusals.length > 0) throw deskFieldProblems(refusals);
  }
}

/** The organisation's channel, made (empty) the first time it is asked for. */
export async function channelRowOf(repos: ServiceDeskRepositories, organisationId: string): Promise<ChannelRow> {
  const [row] = await repos.own.channels.list(organisationId);
  if (row) return row;
  return repos.own.channels.insert({ organisationId, imap: NO_IMAP, autoAcknowledge: true });
}
