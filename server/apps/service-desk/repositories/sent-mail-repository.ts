import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskSentMail } from '../schema/tickets';

export type SentMailRow = typeof deskSentMail.$inferSelect;

/** The mails the desk sent about tickets, one row per recipient: what a reply or a bounce may point back to. */
export class DeskSentMailRepository {
  constructor(private readonly db: Db) {}

  async insert(values: Omit<SentMailRow, 'id' | 'createdAt'>): Promise<void> {
    await this.db.insert(deskSentMail).values(values);
  }

  /** The Message-IDs a recipient got about a ticket, oldest first: the thread their next mail continues. */
  async sentTo(ticketId: string, recipient: string): Promise<string[]> {
    const rows = await this.db
      .select({ messageId: deskSentMail.messageId })
      .from(deskSentMail)
      .where(and(eq(deskSentMail.ticketId, ticketId), eq(deskSentMail.recipient, recipient)))
      .orderBy(asc(deskSentMail.createdAt));
    return rows.map((row) => row.messageId);
  }

  /** The newest of these Message-IDs the desk sent, to anyone, or only to `recipient` when named. */
  async newestOf(organisationId: string, messageIds: readonly string[], recipient?: string): Promise<SentMailRow | undefined> {
    if (messageIds.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(deskSentMail)
      .where(
        and(
          eq(deskSentMail.organisationId, organisationId),
          inArray(deskSentMail.messageId, [...messageIds]),
          recipient === undefined ? undefined : eq(deskSentMail.recipient, recipient),
        ),
      )
      .orderBy(desc(deskSentMail.createdAt))
      .limit(1);
    return row;
  }
}
