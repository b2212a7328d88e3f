import type { HttpHandler } from 'msw';
import * as config from '../../../../contract/apps/service-desk/config-routes';
import { mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf } from './admin-mock-state';
import { nowIso } from './desk-mock-state';
import { fieldProblem, stale } from './desk-mock-problems';

/** The desk's inbound mail: its address, the IMAP mailbox (the password write-only) and the acknowledgement. */
export function emailChannelHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = adminDataOf(state);
  return [
    route(config.getResolveItEmailChannel, () => data.emailChannel),
    route(config.updateResolveItEmailChannel, ({ caller, body }) => {
      const { imap, version, ...rest } = body;
      if (imap?.enabled && !imap.host) throw fieldProblem('imap.host', 'An enabled mailbox needs its server.', 'required');
      // The server resolves the host and refuses every address in its own network; the mocks know the loopback.
      if (imap && /^(localhost|127\.[\d.]+|\[?::1\]?)$/i.test(imap.host)) {
        throw fieldProblem('imap.host', 'the IMAP host resolves to a loopback address; set ALLOW_PRIVATE_TARGETS=1 to allow it', 'target-loopback');
      }
      const current = data.emailChannel;
      if (current.version !== version) throw stale();
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
            passwordSet: imap.password === undefined ? current.imap.passwordSet : imap.password !== null,
          },
        }),
        updatedAt: nowIso(),
        version: version + 1,
      };
      data.audit(caller.user.organisationId, caller, { action: 'email-channel.updated', entityType: 'email-channel', entityId: 'email-channel' });
      return data.emailChannel;
    }),
  ];
}
