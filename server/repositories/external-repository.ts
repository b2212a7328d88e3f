import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { externalCodes, externalSessions } from '../db/schema';
import { nextVersion } from './versioned-update';

export type ExternalCodeRow = typeof externalCodes.$inferSelect;
export type ExternalSessionRow = typeof externalSessions.$inferSelect;

/** Codes and sessions of people without an account; they are scoped by address, the only thing they have. */
export class ExternalRepository {
  constructor(private readonly db: Db) {}

  async createCode(values: Pick<ExternalCodeRow, 'email' | 'codeHash' | 'expiresAt'>): Promise<ExternalCodeRow> {
    const [row] = await this.db.insert(externalCodes).values(values).returning();
    return row!;
  }

  /** The newest unused, unexpired code of an address: asking again replaces the previous code. */
  async latestCode(email: string, now: Date): Promise<ExternalCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(externalCodes)
      .where(and(eq(externalCodes.email, email), isNull(externalCodes.usedAt), gt(externalCodes.expiresAt, now)))
      .orderBy(desc(externalCodes.createdAt))
      .limit(1);
    return row;
  }

  async countAttempt(id: string): Promise<void> {
    await this.db
      .update(externalCodes)
      .set({ attempts: sql`${externalCodes.attempts} + 1`, version: nextVersion(externalCodes.version) })
      .where(eq(externalCodes.id, id));
  }

  async useCode(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(externalCodes)
      .set({ usedAt: now, version: nextVersion(externalCodes.version) })
      .where(and(eq(externalCodes.id, id), isNull(externalCodes.usedAt)))
      .returning({ id: externalCodes.id });
    return rows.length > 0;
  }

  async createSession(values: Pick<ExternalSessionRow, 'email' | 'tokenHash' | 'expiresAt'>): Promise<ExternalSessionRow> {
    const [row] = await this.db.insert(externalSessions).values(values).returning();
    return row!;
  }

  async findActiveSession(tokenHash: string, now: Date): Promise<ExternalSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(externalSessions)
      .where(and(eq(externalSessions.tokenHash, tokenHash), isNull(externalSessions.revokedAt), gt(externalSessions.expiresAt, now)));
    return row;
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.db
      .update(externalSessions)
      .set({ revokedAt: now, version: nextVersion(externalSessions.version) })
      .where(eq(externalSessions.id, id));
  }
}
