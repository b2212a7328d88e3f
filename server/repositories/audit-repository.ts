import { and, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL } from 'drizzle-orm';
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
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  /** ISO 8601: the period's first instant and its end (exclusive). */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** The entries a list request narrows to, in one organisation. */
function matching(organisationId: string, request: Omit<AuditListRequest, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(auditLog.organisationId, organisationId),
    request.action ? eq(auditLog.action, request.action) : undefined,
    request.appSlug ? eq(auditLog.appSlug, request.appSlug) : undefined,
    request.userId ? or(eq(auditLog.userId, request.userId), eq(auditLog.impersonatorUserId, request.userId)) : undefined,
    request.entityType ? eq(auditLog.entityType, request.entityType) : undefined,
    request.entityId ? eq(auditLog.entityId, request.entityId) : undefined,
    request.from ? gte(auditLog.createdAt, new Date(request.from)) : undefined,
    request.to ? lt(auditLog.createdAt, new Date(request.to)) : undefined,
    request.q
      ? or(ilike(auditLog.action, containing(request.q)), ilike(auditLog.entityType, containing(request.q)), ilike(auditLog.entityId, containing(request.q)))
      : undefined,
  );
}

const orderFor = (sort: string | undefined) => orderOf({ at: auditLog.createdAt, action: auditLog.action }, sort ?? '-at', 'at', auditLog.id);

/** Append-only (a trigger refuses UPDATE and DELETE): entries are only added, and removed once past the retention. */
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
    const where = matching(organisationId, request);
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...orderFor(request.sort))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(auditLog).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Every entry the request narrows to, in its order, up to `cap`: what an export holds. */
  async matching(organisationId: string, request: Omit<AuditListRequest, 'page' | 'pageSize'>, cap: number): Promise<AuditRow[]> {
    return this.db
      .select()
      .from(auditLog)
      .where(matching(organisationId, request))
      .orderBy(...orderFor(request.sort))
      .limit(cap);
  }

  /**
   * Removes the organisation's entries made before `cutoff`: its retention has run out for them. The table's trigger
   * lets through only entries past the retention the organisation set, so nothing else can be removed this way.
   */
  async purgeBefore(organisationId: string, cutoff: Date): Promise<number> {
    const removed = await this.db
      .delete(auditLog)
      .where(and(eq(auditLog.organisationId, organisationId), lt(auditLog.createdAt, cutoff)))
      .returning({ id: auditLog.id });
    return removed.length;
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
