import { ipRanges, openSecret, type AppBackground } from '../../../kernel';
import type { ServiceDeskDeps } from '../services/service-deps';
import { TicketCore } from '../services/ticket-core';
import { TicketMailIntake } from '../services/ticket-mail-intake';
import { imapMailboxOpener, type OpenMailbox } from './imap-mailbox';
import { ImapPoller } from './imap-poller';
import type { ImapChannel } from './mail-channels';
import { MailboxTokens } from './mailbox-tokens';
import { MailPipeline, type MailLog } from './mail-pipeline';
import { SmtpListener } from './smtp-listener';

/**
 * The largest raw mail: an attachment as large as an upload may be (FILE_MAX_BYTES), base64 taking a third more, and
 * room for the text, the HTML and the headers around it.
 */
export function maxMailBytes(fileMaxBytes: number): number {
  return Math.ceil((fileMaxBytes * 4) / 3) + 2 ** 20;
}

export interface MailBackground extends AppBackground {
  readonly poller: ImapPoller;
}

/**
 * The email channel's inbound side: the SMTP listener when MAIL_INBOUND_PORT is set, and the IMAP poller (which has
 * nothing to do until an organisation enables a mailbox), both feeding one pipeline.
 */
export function serviceDeskMailBackground(
  deps: ServiceDeskDeps,
  log: MailLog,
  openMailbox: OpenMailbox = imapMailboxOpener(deps.config.allowPrivateTargets),
): MailBackground {
  const { config } = deps;
  const maxBytes = maxMailBytes(config.files.maxBytes);
  const channels = deps.store.repos.own.mailChannels;
  const pipeline = new MailPipeline({
    store: deps.store,
    files: deps.files,
    now: deps.now,
    log,
    tickets: new TicketMailIntake(deps, new TicketCore(deps)),
    channels,
    portalAddress: config.mail.from,
    keys: deps.keys,
    maxBytes,
  });
  // The password and the tokens are kept sealed; they are opened only here, on their way to the mail server.
  const tokens = new MailboxTokens(deps, log);
  const openByToken = async (organisationId: string, imap: ImapChannel['imap']) => {
    const accessToken = await tokens.accessToken(organisationId);
    try {
      return await openMailbox({ organisationId, imap, password: null, accessToken });
    } catch (error) {
      // imapflow marks the server's NO to AUTHENTICATE; a network failure says nothing about the token.
      if ((error as { authenticationFailed?: boolean }).authenticationFailed) await tokens.refused(organisationId, accessToken);
      throw error;
    }
  };
  const openSealed = async ({ organisationId, imap, signIn, password }: ImapChannel) =>
    signIn === 'oauth'
      ? openByToken(organisationId, imap)
      : openMailbox({ organisationId, imap, password: password === null ? null : openSecret(deps.keys, password) });
  const poller = new ImapPoller({ channels, pipeline, openMailbox: openSealed, log, pollMs: config.mailInbound.imapPollMs, maxBytes });
  const smtp = config.mailInbound.port === null ? null : new SmtpListener(pipeline, channels, log, maxBytes, ipRanges(config.mailInbound.trustedRelays));
  return {
    poller,
    async start() {
      if (smtp) {
        const port = await smtp.listen(config.mailInbound.port!, config.mailInbound.host);
        log.info({ host: config.mailInbound.host, port }, 'the service desk takes mail over SMTP');
      }
      poller.start();
    },
    async stop() {
      await Promise.all([smtp?.close(), poller.stop()]);
    },
  };
}
