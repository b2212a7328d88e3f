import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskAttachments } from '../schema/tickets';

export type AttachmentRow = typeof deskAttachments.$inferSelect;

/** Files uploaded for tickets: first on their own, then attached to the ticket and message they came with. */
export class DeskAttachmentRepository {
  constructor(private readonly db: Db) {}

  async insert(values: Omit<typeof deskAttachments.$inferInsert, 'id' | 'createdAt'>): Promise<AttachmentRow> {
    const [row] = await this.db.insert(deskAttachments).values(values).returning();
    return row!;
  }

  /** Uploads of this person that no ticket holds yet. */
  unattached(organisationId: string, ids: readonly string[], uploader: { userId: string | null; email: string }): Promise<AttachmentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(deskAttachments)
      .where(
        and(
          eq(deskAttachments.organisationId, organisationId),
          inArray(deskAttachments.id, [...ids]),
          isNull(deskAttachments.ticketId),
          uploader.userId ? eq(deskAttachments.uploadedByUserId, uploader.userId) : eq(deskAttachments.uploadedByEmail, uploader.email),
        ),
      );
  }

  async attach(ids: readonly string[], ticketId: string, messageId: string | null): Promise<void> {
    if (ids.length === 0) return;
    await this.db.update(deskAttachments).set({ ticketId, messageId }).where(inArray(deskAttachments.id, [...ids]));
  }

  ofTicket(ticketId: string): Promise<AttachmentRow[]> {
    return this.db.select().from(deskAttachments).where(eq(deskAttachments.ticketId, ticketId)).orderBy(asc(deskAttachments.createdAt));
  }

  /** A merged duplicate's files go with its conversation to the ticket it was merged into. */
  async moveTo(sourceId: string, targetId: string): Promise<void> {
    await this.db.update(deskAttachments).set({ ticketId: targetId }).where(eq(deskAttachments.ticketId, sourceId));
  }
}
