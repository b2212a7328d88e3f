/** Where a mail stands in a conversation: mail readers thread it, and the replies to it can be matched to it. */
export interface MailThread {
  /** `<id@host>`, as the Message-ID header carries it. */
  readonly messageId: string;
  readonly inReplyTo?: string;
  /** The conversation's earlier Message-IDs, oldest first. */
  readonly references?: readonly string[];
}

/** A file sent with a mail (a scheduled report's CSV or PDF). */
export interface MailAttachment {
  readonly filename: string;
  /** Its media type, e.g. 'application/pdf'. */
  readonly contentType: string;
  readonly contentBase64: string;
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The same words as `text`, formatted; mail readers show it and fall back to the text. */
  readonly html?: string;
  /** Whose admins see the mail among the failed jobs should it never go out; none for an external visitor's. */
  readonly organisationId?: string | null;
  readonly thread?: MailThread;
  /** Where the recipient's answer goes, when that is not the sender. */
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** How the server sends mail: login codes today, invitations and notifications as they come. */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
