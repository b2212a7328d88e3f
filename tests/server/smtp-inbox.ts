import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The address the inbox refuses with a 550, for the tests of a refused mail. */
export const REFUSED = 'bounce@example.test';

/** The credentials the inbox asks for, as SMTP_URL carries them. */
export const smtpUrlFor = (port: number) => `smtp://portal:s3cret@127.0.0.1:${port}`;

/**
 * An SMTP server of the test's own on 127.0.0.1, which asks for the credentials of SMTP_URL and refuses one address:
 * the mail the portal's queue and worker deliver arrives here, parsed.
 */
export class Inbox {
  private readonly mails: ParsedMail[] = [];
  private readonly waiting: ((mail: ParsedMail) => void)[] = [];
  readonly server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, done) =>
      auth.username === 'portal' && auth.password === 's3cret'
        ? done(null, { user: auth.username })
        : done(new Error('Invalid username or password')),
    onRcptTo: (address, _session, done) =>
      done(address.address === REFUSED ? Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }) : null),
    onData: (stream, _session, done) => {
      simpleParser(stream).then((mail) => {
        this.deliver(mail);
        done();
      }, done);
    },
  });

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** The next mail to arrive, or the oldest one not yet taken. */
  next(): Promise<ParsedMail> {
    const kept = this.mails.shift();
    return kept ? Promise.resolve(kept) : new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }

  private deliver(mail: ParsedMail): void {
    const taker = this.waiting.shift();
    if (taker) taker(mail);
    else this.mails.push(mail);
  }
}
