import { and, count, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { orderOf, pageOf, type PageRequest } from './query-helpers';
import { nextVersion } from './versioned-update';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = Pick<
  SessionRow,
  'organisationId' | 'userId' | 'impersonatorUserId' | 'tokenHash' | 'method' | 'userAgent' | 'ip' | 'expiresAt'
>;

const active = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(values: NewSession): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(values).returning();
    return row!;
  }

  /** The session of a token with its person, if neither revoked nor expired, nor the person deactivated. */
  async findActive(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.organisationId, sessions.organisationId)))
      .where(and(eq(sessions.tokenHash, tokenHash), active(now), isNull(users.deactivatedAt)));
    return row;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }

  async list(organisationId: string, userId: string, now: Date, request: PageRequest & { sort?: string | undefined }) {
    const where = and(eq(sessions.organisationId, organisationId), eq(sessions.userId, userId), active(now));
    const order = orderOf({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt }, request.sort, 'createdAt', sessions.id);
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(sessions).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** False when no such active session of that person exists. */
  async revoke(organisationId: string, userId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now, version: nextVersion(sessions.version) })
      .where(and(eq(sessions.organisationId, organisationId), eq(sessions.userId, userId), eq(sessions.id, id), active(now)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  async revokeAllBut(organisationId: string, userId: string, keepId: string, now: Date): Promise<void> {
    await this.revokeWhere(and(eq(sessions.organisationId, organisationId), eq(sessions.userId, userId), ne(sessions.id, keepId), active(now)), now);
  }

  /** Every active session of the person ends (they left the organisation); how many did. */
  async revokeAll(organisationId: string, userId: string, now: Date): Promise<number> {
    return this.revokeWhere(and(eq(sessions.organisationId, organisationId), eq(sessions.userId, userId), active(now)), now);
  }

  private async revokeWhere(where: SQL | undefined, now: Date): Promise<number> {
    const rows = await this.db.update(sessions).set({ revokedAt: now, version: nextVersion(sessions.version) }).where(where).returning({ id: sessions.id });
    return rows.length;
  }
}
