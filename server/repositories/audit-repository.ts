import { and, count, desc, eq, gte, ilike, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import { containing, orderOf, pageOf, type PageRequest } from './query-helpers';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<AuditRow, 'id' | 'createdAt'> & { createdAt?: Date };

export interface AuditListRequest extends PageRequest {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly action?: string | undefined;
  readonly appSlug?: string | undefined;
  readonly userId?: string | undefined;
}

/** Append-only: there is no update or delete here on purpose. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async append(entry: NewAuditRow): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  /** One statement for many entries: the demo seed writes its year of history this way. */
  async appendMany(entries: readonly NewAuditRow[]): Promise<void> {
    if (entries.length > 0) await this.db.insert(auditLog).values([...entries]);
  }

  async list(organisationId: string, request: AuditListRequest): Promise<{ rows: AuditRow[]; total: number }> {
    const where = and(
      eq(auditLog.organisationId, organisationId),
      request.action ? eq(auditLog.action, request.action) : undefined,
      request.appSlug ? eq(auditLog.appSlug, request.appSlug) : undefined,
      request.userId ? or(eq(auditLog.userId, request.userId), eq(auditLog.impersonatorUserId, request.userId)) : undefined,
      request.q ? or(ilike(auditLog.action, containing(request.q)), ilike(auditLog.entityType, containing(request.q))) : undefined,
    );
    const sort = request.sort ?? '-at';
    const order = orderOf({ at: auditLog.createdAt, action: auditLog.action }, sort, 'at', auditLog.id);
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(auditLog).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async countsByApp(organisationId: string, since: Date): Promise<{ appSlug: string; count: number }[]> {
    const rows = await this.db
      .select({ appSlug: auditLog.appSlug, count: count() })
      .from(auditLog)
      .where(and(eq(auditLog.organisationId, organisationId), isNotNull(auditLog.appSlug), gte(auditLog.createdAt, since)))
      .groupBy(auditLog.appSlug);
    return rows.map((row) => ({ appSlug: row.appSlug!, count: row.count }));
  }

  /** The newest entries; with `userId`, only those where that person was involved. */
  async recent(organisationId: string, limit: number, userId?: string): Promise<AuditRow[]> {
    return this.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organisationId, organisationId),
          userId ? or(eq(auditLog.userId, userId), eq(auditLog.impersonatorUserId, userId)) : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  }
}
