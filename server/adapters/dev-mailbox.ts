import type { MailMessage, MailPort } from '../ports/mail-port';

export interface KeptMail extends MailMessage {
  readonly sentAt: Date;
}

const KEEP = 100;

/**
 * Development mail: each message goes to the log and stays readable at /api/v1/dev/mailbox. In production only
 * the fact of sending is logged, never the text, since it carries one-time codes.
 */
export class DevMailbox implements MailPort {
  private readonly kept: KeptMail[] = [];

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => Date,
    private readonly keepText: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (!this.keepText) {
      this.log(`mail to ${message.to}: ${message.subject} (no mail transport is configured)`);
      return;
    }
    this.log(`mail to ${message.to}: ${message.subject}\n${message.text}`);
    this.kept.unshift({ ...message, sentAt: this.now() });
    this.kept.length = Math.min(this.kept.length, KEEP);
  }

  read(to?: string): KeptMail[] {
    return to ? this.kept.filter((mail) => mail.to === to) : [...this.kept];
  }
}
