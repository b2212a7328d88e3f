import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apiTokens, users } from '../db/schema';
import { pageOf, type PageRequest } from './query-helpers';
import { nextVersion } from './versioned-update';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiToken = Pick<ApiTokenRow, 'organisationId' | 'name' | 'scopes' | 'prefix' | 'tokenHash' | 'createdByUserId' | 'expiresAt'>;

const usable = (now: Date) => and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

export class ApiTokenRepository {
  constructor(private readonly db: Db) {}

  async create(values: NewApiToken): Promise<ApiTokenRow> {
    const [row] = await this.db.insert(apiTokens).values(values).returning();
    return row!;
  }

  /** The token of a hash, if neither revoked nor expired, with the email of the admin who made it. */
  async findUsable(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ token: apiTokens, makerEmail: users.email })
      .from(apiTokens)
      .innerJoin(users, and(eq(users.id, apiTokens.createdByUserId), eq(users.organisationId, apiTokens.organisationId)))
      .where(and(eq(apiTokens.tokenHash, tokenHash), usable(now)));
    return row;
  }

  async find(organisationId: string, id: string): Promise<ApiTokenRow | undefined> {
    const [row] = await this.db.select().from(apiTokens).where(and(eq(apiTokens.organisationId, organisationId), eq(apiTokens.id, id)));
    return row;
  }

  /** Marks it used; a no-op when another call marked it within the minute (a second instance, say). */
  async touch(id: string, now: Date, notSince: Date): Promise<void> {
    await this.db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), sql`${apiTokens.lastUsedAt} < ${notSince.toISOString()}`)));
  }

  /** Newest first; `anyScope` keeps the tokens holding one of those scopes (`scim`, or an app's read and write). */
  async list(organisationId: string, request: PageRequest & { anyScope?: readonly string[] | undefined }) {
    const conditions: (SQL | undefined)[] = [eq(apiTokens.organisationId, organisationId)];
    if (request.anyScope) conditions.push(or(...request.anyScope.map((scope) => sql`${apiTokens.scopes} @> ${JSON.stringify([scope])}::jsonb`)));
    const where = and(...conditions);
    const { limit, offset } = pageOf(request);
    const rows = await this.db.select().from(apiTokens).where(where).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(apiTokens).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The revoked row, or undefined when the organisation holds no such token or it was revoked already. */
  async revoke(organisationId: string, id: string, now: Date): Promise<ApiTokenRow | undefined> {
    const [row] = await this.db
      .update(apiTokens)
      .set({ revokedAt: now, version: nextVersion(apiTokens.version) })
      .where(and(eq(apiTokens.organisationId, organisationId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning();
    return row;
  }
}
