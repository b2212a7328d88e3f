export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** How the server sends mail: one-time codes today. */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
