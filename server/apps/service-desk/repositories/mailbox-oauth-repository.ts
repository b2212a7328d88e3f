import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { deskMailboxConnections, deskMailboxOAuthStates } from '../schema/mailbox-oauth';

export type MailboxOAuthStateRow = typeof deskMailboxOAuthStates.$inferSelect;
export type MailboxConnectionRow = typeof deskMailboxConnections.$inferSelect;
type ConnectionValues = Omit<typeof deskMailboxConnections.$inferInsert, 'id' | 'organisationId' | 'version'>;

/** The started connections of mailboxes, each taken once. */
export class DeskMailboxOAuthStateRepository {
  constructor(private readonly db: Db) {}

  /** Keeps a new state, and lets go of the expired ones of every organisation on the way. */
  async create(values: Omit<typeof deskMailboxOAuthStates.$inferInsert, 'id' | 'createdAt'>, now: Date): Promise<void> {
    await this.db.delete(deskMailboxOAuthStates).where(lt(deskMailboxOAuthStates.expiresAt, now));
    await this.db.insert(deskMailboxOAuthStates).values(values);
  }

  /**
   * Deletes and answers the state by its hash, whoever it is of and whether it expired: the caller refuses what is
   * not theirs or too old, and a state shown once, to anyone, never completes a connection later.
   */
  async take(stateHash: string): Promise<MailboxOAuthStateRow | undefined> {
    const [row] = await this.db.delete(deskMailboxOAuthStates).where(eq(deskMailboxOAuthStates.stateHash, stateHash)).returning();
    return row;
  }
}

/** An organisation's mailbox connection: made by the callback, refreshed by the poller, forgotten by the admin. */
export class DeskMailboxConnectionRepository {
  constructor(private readonly db: Db) {}

  async find(organisationId: string): Promise<MailboxConnectionRow | undefined> {
    const [row] = await this.db.select().from(deskMailboxConnections).where(eq(deskMailboxConnections.organisationId, organisationId));
    return row;
  }

  /** The new connection, in place of any before it (a reconnect). */
  async connect(organisationId: string, values: ConnectionValues): Promise<MailboxConnectionRow> {
    const [row] = await this.db
      .insert(deskMailboxConnections)
      .values({ organisationId, ...values })
      .onConflictDoUpdate({
        target: deskMailboxConnections.organisationId,
        set: { ...values, refreshedAt: values.refreshedAt ?? null, failure: null, failedAt: null, refreshingUntil: null, version: sql`${deskMailboxConnections.version} + 1` },
      })
      .returning();
    return row!;
  }

  /**
   * Changes the connection only if it is still the version read: of two servers claiming a refresh at once, one
   * wins; a change after a disconnect or a reconnect finds nothing to change.
   */
  async change(organisationId: string, version: number, values: Partial<ConnectionValues>): Promise<MailboxConnectionRow | undefined> {
    const [row] = await this.db
      .update(deskMailboxConnections)
      .set({ ...values, version: sql`${deskMailboxConnections.version} + 1` })
      .where(and(eq(deskMailboxConnections.organisationId, organisationId), eq(deskMailboxConnections.version, version)))
      .returning();
    return row;
  }

  async remove(organisationId: string): Promise<MailboxConnectionRow | undefined> {
    const [row] = await this.db.delete(deskMailboxConnections).where(eq(deskMailboxConnections.organisationId, organisationId)).returning();
    return row;
  }
}
