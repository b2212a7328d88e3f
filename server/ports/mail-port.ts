export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The same words as `text`, formatted; mail readers show it and fall back to the text. */
  readonly html?: string;
  /** Whose admins see the mail among the failed jobs should it never go out; none for an external visitor's. */
  readonly organisationId?: string | null;
}

/** How the server sends mail: login codes today, invitations and notifications as they come. */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
