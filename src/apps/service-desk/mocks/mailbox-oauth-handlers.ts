import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/service-desk/mailbox-oauth-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockRouter } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { authorizationUrl, MAILBOX_CALLBACK_PATH } from '../domain/mailbox-providers';
import { adminDataOf } from './admin-mock-state';
import { nowIso } from './desk-mock-state';
import { refused } from './desk-mock-problems';

export const NOT_CONNECTED = { state: 'not-connected', account: null, connectedAt: null, refreshedAt: null, reason: null, failedAt: null } as const;

/** The code a test hands the callback to play a provider that refuses it, as the server answers a refusal. */
export const REFUSED_CODE = 'refused-by-provider';

const STATE_TTL_MS = 10 * 60_000;

const failed = (status: number, code: string, params: Record<string, string> = {}) =>
  new MockProblem(status, ProblemTypes.oauthFailed, 'The mailbox could not be connected', undefined, { code, params });

/**
 * The mailbox's OAuth connection without a provider: start answers the provider's address as the server builds it;
 * the callback takes any code for a state started here (once, by the same person), but REFUSED_CODE, and connects
 * the mailbox as its user name.
 */
export function mailboxOAuthHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = adminDataOf(state);
  const settings = () => {
    const { oauth } = data.emailChannel;
    if (!oauth?.clientId || !oauth.clientSecretSet) {
      throw refused('Set up the OAuth provider with its client id and secret, and save, before connecting the mailbox.', 'oauth-not-set-up');
    }
    return oauth;
  };
  return [
    route(routes.startResolveItMailboxOAuth, ({ caller }) => {
      const oauth = settings();
      const started = newId();
      data.mailboxOAuthStates.set(started, { organisationId: caller.user.organisationId, userId: caller.user.id, expiresAt: Date.now() + STATE_TTL_MS });
      const redirectUri = `${new URL(baseUrl).origin}${MAILBOX_CALLBACK_PATH}`;
      return { authorizeUrl: authorizationUrl(oauth, { redirectUri, state: started, codeChallenge: 'mock-challenge', loginHint: data.emailChannel.imap.username }) };
    }),
    route(routes.completeResolveItMailboxOAuth, ({ caller, body }) => {
      const started = data.mailboxOAuthStates.get(body.state);
      data.mailboxOAuthStates.delete(body.state);
      if (!started || started.organisationId !== caller.user.organisationId || started.userId !== caller.user.id || started.expiresAt <= Date.now()) {
        throw failed(400, 'state-invalid');
      }
      settings();
      if (body.code === REFUSED_CODE) throw failed(502, 'provider-refused', { error: 'invalid_grant' });
      const at = nowIso();
      data.emailChannel = {
        ...data.emailChannel,
        oauthConnection: { state: 'connected', account: data.emailChannel.imap.username || null, connectedAt: at, refreshedAt: null, reason: null, failedAt: null },
      };
      data.audit(caller.user.organisationId, caller, { action: 'email-channel.oauth-connected', entityType: 'email-channel', entityId: 'email-channel' });
      return data.emailChannel;
    }),
    route(routes.disconnectResolveItMailboxOAuth, ({ caller }) => {
      if (data.emailChannel.oauthConnection.state !== 'not-connected') {
        data.audit(caller.user.organisationId, caller, { action: 'email-channel.oauth-disconnected', entityType: 'email-channel', entityId: 'email-channel' });
      }
      data.emailChannel = { ...data.emailChannel, oauthConnection: NOT_CONNECTED };
      return data.emailChannel;
    }),
  ];
}
