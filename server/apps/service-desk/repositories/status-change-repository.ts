import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskStatusChanges } from '../schema/tickets';

export type StatusChangeRow = typeof deskStatusChanges.$inferSelect;

/** A ticket's history of statuses: what its SLA clocks are worked out from. */
export class DeskStatusChangeRepository {
  constructor(private readonly db: Db) {}

  async insert(values: Omit<typeof deskStatusChanges.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(deskStatusChanges).values(values);
  }

  /** One statement for many changes (the demo seed). */
  async insertMany(values: readonly Omit<typeof deskStatusChanges.$inferInsert, 'id'>[]): Promise<void> {
    if (values.length > 0) await this.db.insert(deskStatusChanges).values([...values]);
  }

  ofTicket(ticketId: string): Promise<StatusChangeRow[]> {
    return this.db.select().from(deskStatusChanges).where(eq(deskStatusChanges.ticketId, ticketId)).orderBy(asc(deskStatusChanges.at));
  }
}
