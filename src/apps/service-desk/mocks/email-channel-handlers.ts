import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import * as config from '../../../../contract/apps/service-desk/config-routes';
import type { EmailChannelInput } from '../../../../contract/apps/service-desk/config-schemas';
import { mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { mailboxOAuthAnswer } from '../domain/mailbox-providers';
import type { FieldRefusal } from '../domain/field-refusal';
import { adminDataOf } from './admin-mock-state';
import { nowIso } from './desk-mock-state';
import { fieldProblem, fieldProblems, stale } from './desk-mock-problems';
import { NOT_CONNECTED } from './mailbox-oauth-handlers';

type OAuthInput = NonNullable<z.output<typeof EmailChannelInput>['oauth']>;

/** The server resolves a host and refuses every address in its own network; the mocks know the loopback names. */
const LOOPBACK = /^(localhost|127\.[\d.]+|\[?::1\]?)$/i;
const LOOPBACK_MESSAGE = (what: string) => `${what} resolves to a loopback address; set ALLOW_PRIVATE_TARGETS=1 to allow it`;

/** A custom provider's endpoints as the server holds them: there, https, and never the server's own machine. */
function endpointRefusals(oauth: OAuthInput): FieldRefusal[] {
  if (oauth.provider !== 'custom') return [];
  return (['authorizeUrl', 'tokenUrl'] as const).flatMap((name): FieldRefusal[] => {
    const url = oauth[name];
    const field = `oauth.${name}`;
    if (!url) return [{ field, message: 'A custom provider needs this address.', code: 'required' }];
    if (LOOPBACK.test(new URL(url).hostname)) return [{ field, message: LOOPBACK_MESSAGE('The address'), code: 'target-loopback' }];
    if (url.toLowerCase().startsWith('http:')) return [{ field, message: 'The address must be an https address', code: 'https-only' }];
    return [];
  });
}

/** The provider and client a connection was made with (a preset's endpoints are its own, whatever was typed). */
const clientOf = (settings: { provider: string; tenant: string; tokenUrl: string; clientId: string } | null) =>
  settings && [settings.provider, settings.tenant, settings.provider === 'custom' ? settings.tokenUrl : '', settings.clientId].join(' ');

/** The desk's inbound mail: its address, the IMAP mailbox (the password write-only) and the acknowledgement. */
export function emailChannelHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = adminDataOf(state);
  return [
    route(config.getResolveItEmailChannel, () => data.emailChannel),
    route(config.updateResolveItEmailChannel, ({ caller, body }) => {
      const { imap, oauth, version, ...rest } = body;
      const current = data.emailChannel;
      if (imap?.enabled && !imap.host) throw fieldProblem('imap.host', 'An enabled mailbox needs its server.', 'required');
      const refusals: FieldRefusal[] = [];
      if (imap && LOOPBACK.test(imap.host)) refusals.push({ field: 'imap.host', message: LOOPBACK_MESSAGE('the IMAP host'), code: 'target-loopback' });
      if (oauth && !oauth.clientId) refusals.push({ field: 'oauth.clientId', message: 'The provider needs the client (application) id.', code: 'required' });
      if (oauth) refusals.push(...endpointRefusals(oauth));
      const signIn = imap?.signIn ?? current.imap.signIn;
      if (signIn === 'oauth' && (oauth === null || (oauth === undefined && !current.oauth))) {
        refusals.push({ field: 'imap.signIn', message: 'Set up the OAuth provider before the mailbox signs in with it.', code: 'oauth-required' });
      }
      if (refusals.length > 0) throw fieldProblems(refusals);
      if (current.version !== version) throw stale();
      const secretSet = oauth?.clientSecret === undefined ? (current.oauth?.clientSecretSet ?? false) : oauth.clientSecret !== null;
      const nextOAuth = oauth && mailboxOAuthAnswer(oauth, secretSet);
      // A connection made with another provider or client is that one's: it is forgotten with the change.
      const forget = oauth !== undefined && clientOf(oauth) !== clientOf(current.oauth);
      data.emailChannel = {
        ...current,
        ...(rest.inboundAddress !== undefined && { inboundAddress: rest.inboundAddress }),
        ...(rest.autoAcknowledge !== undefined && { autoAcknowledge: rest.autoAcknowledge }),
        ...(imap && {
          imap: {
            enabled: imap.enabled,
            host: imap.host,
            port: imap.port,
            secure: imap.secure,
            username: imap.username,
            mailbox: imap.mailbox,
            signIn,
            passwordSet: imap.password === undefined ? current.imap.passwordSet : imap.password !== null,
          },
        }),
        ...(oauth !== undefined && { oauth: nextOAuth }),
        ...(forget && { oauthConnection: NOT_CONNECTED }),
        updatedAt: nowIso(),
        version: version + 1,
      };
      data.audit(caller.user.organisationId, caller, { action: 'email-channel.updated', entityType: 'email-channel', entityId: 'email-channel' });
      return data.emailChannel;
    }),
  ];
}
