import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { MailChannels } from './mail-channels';
import type { Delivery, MailLog, MailPipeline } from './mail-pipeline';

/** Connections open at once; a mail server relaying to the desk needs a few, a flood gets "try later". */
const MAX_CLIENTS = 50;
/** How long close waits for conversations under way before it cuts them; the sender then retries. */
const CLOSE_TIMEOUT_MS = 10_000;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The desk's inbound SMTP server, for the organisation's mail server to relay to: only the desks' addresses (and
 * their plus-addresses) are taken (any other recipient is refused at RCPT, 550, so the relay bounces it at once
 * instead of after DATA), mail over the size limit is refused at DATA (552), as is a mail without a From address
 * (550: nobody to answer, and never taken only to vanish), and a mail the pipeline could neither process nor keep is
 * answered 451 so the relay keeps it and tries again.
 *
 * No TLS and no authentication: it listens on the loopback or a private network behind that mail server, which
 * does both towards the internet.
 */
export class SmtpListener {
  private readonly server: SMTPServer;

  constructor(
    private readonly pipeline: MailPipeline,
    private readonly channels: MailChannels,
    private readonly log: MailLog,
    maxBytes: number,
    /** MAIL_TRUSTED_RELAYS: the relays whose Authentication-Results header the desk believes. */
    private readonly trustedRelay: (address: string) => boolean,
  ) {
    this.server = new SMTPServer({
      logger: false,
      banner: 'service desk inbound mail',
      disabledCommands: ['AUTH', 'STARTTLS'],
      authOptional: true,
      size: maxBytes,
      maxClients: MAX_CLIENTS,
      closeTimeout: CLOSE_TIMEOUT_MS,
      onRcptTo: (address, _session, done) => {
        this.channels.byAddresses([address.address]).then(
          (found) => done(found.length > 0 ? null : smtpError(550, `5.1.1 <${address.address}>: no service desk receives mail here`)),
          (error: unknown) => {
            this.log.error({ err: error, recipient: address.address }, 'the inbound SMTP listener could not look up a recipient');
            done(smtpError(451, '4.3.0 Temporary failure, try again later'));
          },
        );
      },
      onData: (stream, session, done) => {
        this.receive(stream, session).then(
          () => done(),
          (error: Error) => done(error),
        );
      },
    });
    // A client that drops its connection is no fault of ours; anything else is worth knowing.
    this.server.on('error', (error) => this.log.warn({ err: error }, 'the inbound SMTP listener met an error'));
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    // smtp-server reads on past the limit so the client hears the refusal after its DATA, as the protocol expects.
    if (stream.sizeExceeded) throw smtpError(552, '5.3.4 The mail is larger than this desk accepts');
    const { mailFrom, rcptTo } = session.envelope;
    const addresses = rcptTo.map((recipient) => recipient.address);
    const desks = await this.channels.byAddresses(addresses);
    // Every address was a desk's at RCPT; one changed since. A refusal bounces the mail back rather than dropping it.
    if (desks.length === 0) throw smtpError(550, '5.1.1 No service desk receives mail at these addresses any more');
    let deliveries: Delivery[];
    try {
      deliveries = await this.pipeline.receive(Buffer.concat(chunks), {
        mailFrom: mailFrom ? mailFrom.address : null,
        recipients: addresses,
        organisationIds: desks.map((desk) => desk.organisationId),
        trustedRelay: this.trustedRelay(session.remoteAddress),
      });
    } catch (error) {
      this.log.error({ err: error, from: mailFrom ? mailFrom.address : null }, 'an inbound mail could be neither processed nor kept; the sender will retry');
      throw smtpError(451, '4.3.0 The mail could not be taken now, try again later');
    }
    if (deliveries.some((delivery) => delivery.outcome === 'refused')) throw smtpError(550, '5.6.0 The mail has no From address: the desk cannot tell whom to answer');
  }

  /** Listens; answers the port, which is the one asked for unless that was 0. */
  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.server.off('error', reject);
        resolve();
      });
    });
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }
}
