import type { Mailbox } from './imap-mailbox';
import { MailboxNotConnected } from './mailbox-tokens';
import type { ImapChannel, MailChannels } from './mail-channels';
import type { MailLog, MailPipeline } from './mail-pipeline';

export interface ImapPollerOptions {
  readonly channels: MailChannels;
  readonly pipeline: MailPipeline;
  /** Opens a channel's mailbox, its secret opened (or its access token refreshed) on the way. */
  readonly openMailbox: (channel: ImapChannel) => Promise<Mailbox>;
  readonly log: MailLog;
  readonly pollMs: number;
  /** The largest raw mail taken; a larger one is left in the mailbox, read, for a person to deal with (as is one without a sender). */
  readonly maxBytes: number;
  /** Mails taken from one mailbox per round, so a full mailbox cannot hold up the others' rounds for long. */
  readonly batch?: number;
}

const DEFAULT_BATCH = 25;

/** What one mailbox's round did. */
export interface MailboxRound {
  readonly organisationId: string;
  readonly taken: number;
  readonly skipped: number;
  /** Why the round stopped early; the mails not taken stay unread for the next one. */
  readonly error: string | null;
}

/**
 * Reads the IMAP mailboxes of organisations that receive their desk's mail there: every `pollMs`, the oldest unread
 * mails of each, through the same pipeline as SMTP, each marked read once it is a ticket, a reply or a dead letter.
 * A mail the pipeline could not even keep stays unread and ends that mailbox's round: the next round tries it again.
 *
 * Rounds run one at a time in this process. Two processes reading one mailbox at once may both take a mail before
 * either marks it read; the pipeline takes a Message-ID it already holds as a duplicate, so the ticket is one.
 */
export class ImapPoller {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<MailboxRound[]> | null = null;
  private started = false;

  constructor(private readonly options: ImapPollerOptions) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.plan(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }

  /** One round over every mailbox, to its end; tests drive the poller by this alone. */
  async pollAll(): Promise<MailboxRound[]> {
    const rounds: MailboxRound[] = [];
    for (const channel of await this.options.channels.withImap()) rounds.push(await this.poll(channel));
    return rounds;
  }

  private plan(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.round = this.pollAll()
        .catch((error: unknown) => {
          this.options.log.error({ err: error }, 'the IMAP poller could not read the email channels');
          return [];
        })
        .finally(() => {
          this.round = null;
          if (this.started) this.plan(this.options.pollMs);
        });
    }, delayMs);
    // The server's socket keeps the process alive; a poller alone must not.
    this.timer.unref();
  }

  private async poll(channel: ImapChannel): Promise<MailboxRound> {
    const { organisationId } = channel;
    let mailbox: Mailbox;
    try {
      mailbox = await this.options.openMailbox(channel);
    } catch (error) {
      // A mailbox waiting for an admin to connect it is skipped every round until then: said, not warned of each time.
      if (error instanceof MailboxNotConnected) this.options.log.info({ organisationId, reason: error.message }, 'the mailbox of an email channel waits to be connected by OAuth; skipped');
      else this.options.log.warn({ err: error, organisationId, host: channel.imap.host }, 'the IMAP mailbox of an email channel could not be opened');
      return { organisationId, taken: 0, skipped: 0, error: messageOf(error) };
    }
    let taken = 0;
    let skipped = 0;
    try {
      for (const mail of await mailbox.unseen(this.options.batch ?? DEFAULT_BATCH)) {
        if (mail.size > this.options.maxBytes) {
          // Refused, as SMTP would refuse it; the mailbox keeps it, read, so the next round moves on.
          this.options.log.warn({ organisationId, uid: mail.uid, size: mail.size }, 'a mail in an IMAP mailbox is larger than the desk takes; it stays in the mailbox');
          skipped++;
        } else {
          // A mailbox keeps no envelope, nor says which server handed it the mail: no relay's verdict is believed.
          const envelope = { mailFrom: null, recipients: [], organisationIds: [organisationId], trustedRelay: false };
          const deliveries = await this.options.pipeline.receive(await mail.source(), envelope);
          // A mail without a sender is refused as SMTP refuses it, and stays in the mailbox, read, like one too large.
          if (deliveries.some((delivery) => delivery.outcome === 'refused')) skipped++;
          else taken++;
        }
        await mailbox.markSeen(mail.uid);
      }
      return { organisationId, taken, skipped, error: null };
    } catch (error) {
      this.options.log.error({ err: error, organisationId }, 'an IMAP round stopped; the mails not taken stay unread');
      return { organisationId, taken, skipped, error: messageOf(error) };
    } finally {
      await mailbox.close().catch((error: unknown) => this.options.log.warn({ err: error, organisationId }, 'an IMAP mailbox did not close cleanly'));
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
