import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskCopies } from '../schema/tickets';

export type CopyRow = typeof deskCopies.$inferSelect;

/** The people in copy of a ticket: they hear of it and, with an account, may read it. */
export class DeskCopyRepository {
  constructor(private readonly db: Db) {}

  ofTicket(ticketId: string): Promise<CopyRow[]> {
    return this.db.select().from(deskCopies).where(eq(deskCopies.ticketId, ticketId)).orderBy(asc(deskCopies.email));
  }

  async add(organisationId: string, ticketId: string, people: readonly { email: string; userId: string | null }[]): Promise<void> {
    if (people.length === 0) return;
    await this.db
      .insert(deskCopies)
      .values(people.map((person) => ({ ...person, organisationId, ticketId })))
      .onConflictDoNothing();
  }

  async remove(ticketId: string, emails: readonly string[]): Promise<void> {
    if (emails.length === 0) return;
    await this.db.delete(deskCopies).where(and(eq(deskCopies.ticketId, ticketId), inArray(deskCopies.email, [...emails])));
  }

  async isInCopy(ticketId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(deskCopies)
      .where(and(eq(deskCopies.ticketId, ticketId), eq(deskCopies.userId, userId)));
    return (row?.n ?? 0) > 0;
  }

  /** The people in copy of a merged duplicate are in copy of the ticket it was merged into as well. */
  async copyTo(sourceId: string, targetId: string): Promise<void> {
    await this.db.execute(
      sql`insert into ${deskCopies} (organisation_id, ticket_id, email, user_id)
          select organisation_id, ${targetId}, email, user_id from ${deskCopies} where ticket_id = ${sourceId} on conflict do nothing`,
    );
  }
}
