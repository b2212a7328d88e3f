import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskMessages } from '../schema/tickets';

export type MessageRow = typeof deskMessages.$inferSelect;
export type NewMessageRow = Omit<typeof deskMessages.$inferInsert, 'id' | 'createdAt'>;

/** A ticket's conversation: replies, internal notes and mails, each at its own time. */
export class DeskMessageRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewMessageRow): Promise<MessageRow> {
    const [row] = await this.db.insert(deskMessages).values(values).returning();
    return row!;
  }

  /** One statement for many messages (the demo seed). */
  async insertMany(values: readonly NewMessageRow[]): Promise<void> {
    if (values.length > 0) await this.db.insert(deskMessages).values([...values]);
  }

  ofTicket(ticketId: string, includeInternal: boolean): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(deskMessages)
      .where(and(eq(deskMessages.ticketId, ticketId), includeInternal ? undefined : eq(deskMessages.visibility, 'public')))
      .orderBy(asc(deskMessages.at), asc(deskMessages.createdAt));
  }

  /** The times of public agent replies: what meets first response and opens each update window. */
  async publicAgentReplies(ticketId: string): Promise<Date[]> {
    const rows = await this.db
      .select({ at: deskMessages.at })
      .from(deskMessages)
      .where(and(eq(deskMessages.ticketId, ticketId), eq(deskMessages.visibility, 'public'), eq(deskMessages.authorKind, 'agent')));
    return rows.map((row) => row.at);
  }

  /** The Message-ID of a ticket's first message that has one: where the thread of every mail about it starts. */
  async threadStart(ticketId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: deskMessages.mailMessageId })
      .from(deskMessages)
      .where(and(eq(deskMessages.ticketId, ticketId), eq(deskMessages.visibility, 'public'), isNotNull(deskMessages.mailMessageId)))
      .orderBy(asc(deskMessages.at), asc(deskMessages.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  /** A merged duplicate's conversation goes on in the ticket it was merged into. */
  async moveTo(sourceId: string, targetId: string): Promise<void> {
    await this.db.update(deskMessages).set({ ticketId: targetId }).where(eq(deskMessages.ticketId, sourceId));
  }
}
