import { and, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { auditFailures as failures, auditRounds as rounds, auditScans as scans } from '../schema/audit-rounds';

export type RoundRow = typeof rounds.$inferSelect;
export type ScanRow = typeof scans.$inferSelect;
export type FailureRow = typeof failures.$inferSelect;

/** The organisation's audit rounds, their scans and their failed items. */
export class RoundRepository {
  constructor(private readonly db: Db) {}

  async insert(values: Omit<typeof rounds.$inferInsert, 'id' | 'version'>): Promise<RoundRow> {
    const [row] = await this.db.insert(rounds).values(values).returning();
    return row!;
  }

  /** The newest first: a round is an occasion, and the last ones are those a person returns to. */
  list(organisationId: string, limit: number): Promise<RoundRow[]> {
    return this.db.select().from(rounds).where(eq(rounds.organisationId, organisationId)).orderBy(desc(rounds.createdAt), desc(rounds.id)).limit(limit);
  }

  async find(organisationId: string, id: string): Promise<RoundRow | undefined> {
    const [row] = await this.db.select().from(rounds).where(and(eq(rounds.organisationId, organisationId), eq(rounds.id, id)));
    return row;
  }

  /** Undefined when the round is closed already or the version stale. */
  async close(organisationId: string, id: string, version: number, now: Date): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .update(rounds)
      .set({ status: 'closed', closedAt: now, version: sql`${rounds.version} + 1` })
      .where(and(eq(rounds.organisationId, organisationId), eq(rounds.id, id), eq(rounds.version, version), eq(rounds.status, 'open')))
      .returning();
    return row;
  }

  /** Scans sent again (the same client id) are left as first recorded: undefined then. */
  async addScan(values: Omit<typeof scans.$inferInsert, 'id'>): Promise<ScanRow | undefined> {
    const [row] = await this.db.insert(scans).values(values).onConflictDoNothing({ target: [scans.roundId, scans.clientId] }).returning();
    return row;
  }

  async scanByClientId(roundId: string, clientId: string): Promise<ScanRow | undefined> {
    const [row] = await this.db.select().from(scans).where(and(eq(scans.roundId, roundId), eq(scans.clientId, clientId)));
    return row;
  }

  /** The round's scans, the latest first. */
  scansOf(organisationId: string, roundId: string): Promise<ScanRow[]> {
    return this.db.select().from(scans).where(and(eq(scans.organisationId, organisationId), eq(scans.roundId, roundId))).orderBy(desc(scans.scannedAt), desc(scans.id));
  }

  async scanCounts(organisationId: string, roundIds: readonly string[]): Promise<Map<string, number>> {
    if (roundIds.length === 0) return new Map();
    const rows = await this.db
      .select({ roundId: scans.roundId, n: sql<number>`count(distinct ${scans.assetId})::int` })
      .from(scans)
      .where(and(eq(scans.organisationId, organisationId), inArray(scans.roundId, [...roundIds]), isNotNull(scans.assetId)))
      .groupBy(scans.roundId);
    return new Map(rows.map((row) => [row.roundId, row.n]));
  }

  async markMoved(organisationId: string, roundId: string, assetId: string, now: Date): Promise<void> {
    await this.db.update(scans).set({ movedAt: now }).where(and(eq(scans.organisationId, organisationId), eq(scans.roundId, roundId), eq(scans.assetId, assetId)));
  }

  /** When each asset was last seen by an audit: the latest scan that named it. */
  async lastAudits(organisationId: string): Promise<Map<string, Date>> {
    const rows = await this.db
      .select({ assetId: scans.assetId, at: max(scans.scannedAt) })
      .from(scans)
      .where(and(eq(scans.organisationId, organisationId), isNotNull(scans.assetId)))
      .groupBy(scans.assetId);
    return new Map(rows.flatMap((row) => (row.assetId && row.at ? [[row.assetId, row.at] as const] : [])));
  }

  /** Undefined when the asset failed in this round already. */
  async addFailure(values: Omit<typeof failures.$inferInsert, 'id'>): Promise<FailureRow | undefined> {
    const [row] = await this.db.insert(failures).values(values).onConflictDoNothing({ target: [failures.roundId, failures.assetId] }).returning();
    return row;
  }

  async failureOf(roundId: string, assetId: string): Promise<FailureRow | undefined> {
    const [row] = await this.db.select().from(failures).where(and(eq(failures.roundId, roundId), eq(failures.assetId, assetId)));
    return row;
  }

  failuresOf(organisationId: string, roundId: string): Promise<FailureRow[]> {
    return this.db.select().from(failures).where(and(eq(failures.organisationId, organisationId), eq(failures.roundId, roundId))).orderBy(failures.createdAt);
  }
}
