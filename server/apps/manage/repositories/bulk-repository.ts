import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import type { BulkSummary } from '../../../../src/apps/manage/domain/bulk-summary';
import type { ImportField, ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import { manageBulkImports, manageBulkMappings, manageBulkRows, type BulkWaitingRow } from '../schema/bulk';

type NewImport = typeof manageBulkImports.$inferInsert;
export type NewBulkRow = Omit<typeof manageBulkRows.$inferInsert, 'id' | 'createdAt'>;

/** Bulk Upload's files, the rows waiting from them, and each organisation's remembered columns. */
export class ManageBulkRepository {
  constructor(private readonly db: Db) {}

  async open(values: NewImport) {
    const [row] = await this.db.insert(manageBulkImports).values(values).returning();
    return row!;
  }

  async find(organisationId: string, id: string) {
    const [row] = await this.db.select().from(manageBulkImports).where(and(eq(manageBulkImports.organisationId, organisationId), eq(manageBulkImports.id, id)));
    return row;
  }

  /** The last finished import of the same file here, if any. */
  async lastOfFile(organisationId: string, kind: ImportKind, fileHash: string) {
    const [row] = await this.db
      .select()
      .from(manageBulkImports)
      .where(and(eq(manageBulkImports.organisationId, organisationId), eq(manageBulkImports.kind, kind), eq(manageBulkImports.fileHash, fileHash), eq(manageBulkImports.state, 'done')))
      .orderBy(desc(manageBulkImports.createdAt))
      .limit(1);
    return row;
  }

  async page(organisationId: string, page: { offset: number; limit: number; oldestFirst: boolean }) {
    const where = eq(manageBulkImports.organisationId, organisationId);
    const order = page.oldestFirst ? asc(manageBulkImports.createdAt) : desc(manageBulkImports.createdAt);
    const rows = await this.db.select().from(manageBulkImports).where(where).orderBy(order, asc(manageBulkImports.id)).offset(page.offset).limit(page.limit);
    const [counted] = await this.db.select({ total: count() }).from(manageBulkImports).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async update(id: string, values: { summary: BulkSummary; received: number; state?: 'open' | 'done' | 'failed'; finishedAt?: Date | null }) {
    await this.db.update(manageBulkImports).set(values).where(eq(manageBulkImports.id, id));
  }

  async addRows(rows: readonly NewBulkRow[]) {
    for (let start = 0; start < rows.length; start += 500) await this.db.insert(manageBulkRows).values(rows.slice(start, start + 500));
  }

  /** How many rows of each file still wait. */
  async waitingCounts(importIds: readonly string[]): Promise<Map<string, number>> {
    if (importIds.length === 0) return new Map();
    const rows = await this.db
      .select({ importId: manageBulkRows.importId, total: count() })
      .from(manageBulkRows)
      .where(and(inArray(manageBulkRows.importId, [...importIds]), eq(manageBulkRows.state, 'waiting')))
      .groupBy(manageBulkRows.importId);
    return new Map(rows.map((row) => [row.importId, row.total]));
  }

  async stagedCount(importId: string): Promise<{ staged: number; invalid: number }> {
    const [row] = await this.db
      .select({ staged: count(), invalid: sql<number>`count(*) filter (where jsonb_array_length(${manageBulkRows.problems}) > 0)`.mapWith(Number) })
      .from(manageBulkRows)
      .where(and(eq(manageBulkRows.importId, importId), eq(manageBulkRows.state, 'staged')));
    return { staged: row?.staged ?? 0, invalid: row?.invalid ?? 0 };
  }

  /** The staged rows of an all-or-nothing file, a slice at a time in the file's order. */
  async staged(importId: string, offset: number, limit: number): Promise<BulkWaitingRow[]> {
    return this.db.select().from(manageBulkRows).where(and(eq(manageBulkRows.importId, importId), eq(manageBulkRows.state, 'staged'))).orderBy(asc(manageBulkRows.line)).offset(offset).limit(limit);
  }

  /** A refused all-or-nothing file's rows stop being staged: its invalid ones wait in review, the rest are dropped. */
  async settleStaged(importId: string): Promise<void> {
    await this.db.delete(manageBulkRows).where(and(eq(manageBulkRows.importId, importId), eq(manageBulkRows.state, 'staged'), sql`jsonb_array_length(${manageBulkRows.problems}) = 0`));
    await this.db.update(manageBulkRows).set({ state: 'waiting' }).where(and(eq(manageBulkRows.importId, importId), eq(manageBulkRows.state, 'staged')));
  }

  async dropStaged(importId: string): Promise<void> {
    await this.db.delete(manageBulkRows).where(and(eq(manageBulkRows.importId, importId), eq(manageBulkRows.state, 'staged')));
  }

  async waitingPage(organisationId: string, importId: string | undefined, page: { offset: number; limit: number; descending: boolean }) {
    const where = and(eq(manageBulkRows.organisationId, organisationId), eq(manageBulkRows.state, 'waiting'), importId ? eq(manageBulkRows.importId, importId) : undefined);
    const rows = await this.db
      .select({ row: manageBulkRows, kind: manageBulkImports.kind })
      .from(manageBulkRows)
      .innerJoin(manageBulkImports, eq(manageBulkImports.id, manageBulkRows.importId))
      .where(where)
      .orderBy(page.descending ? desc(manageBulkRows.line) : asc(manageBulkRows.line), asc(manageBulkRows.createdAt), asc(manageBulkRows.id))
      .offset(page.offset)
      .limit(page.limit);
    const [counted] = await this.db.select({ total: count() }).from(manageBulkRows).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async findWaiting(organisationId: string, id: string) {
    const [found] = await this.db
      .select({ row: manageBulkRows, import: manageBulkImports })
      .from(manageBulkRows)
      .innerJoin(manageBulkImports, eq(manageBulkImports.id, manageBulkRows.importId))
      .where(and(eq(manageBulkRows.organisationId, organisationId), eq(manageBulkRows.id, id), eq(manageBulkRows.state, 'waiting')));
    return found;
  }

  async keepWaiting(id: string, values: BulkWaitingRow['values'], problems: BulkWaitingRow['problems']) {
    await this.db.update(manageBulkRows).set({ values, problems }).where(eq(manageBulkRows.id, id));
  }

  async removeRow(id: string) {
    await this.db.delete(manageBulkRows).where(eq(manageBulkRows.id, id));
  }

  async mapping(organisationId: string, kind: ImportKind) {
    const [row] = await this.db.select().from(manageBulkMappings).where(and(eq(manageBulkMappings.organisationId, organisationId), eq(manageBulkMappings.kind, kind)));
    return row?.headers ?? {};
  }

  async rememberMapping(organisationId: string, kind: ImportKind, headers: Partial<Record<ImportField, string>>, now: Date) {
    await this.db
      .insert(manageBulkMappings)
      .values({ organisationId, kind, headers, updatedAt: now })
      .onConflictDoUpdate({ target: [manageBulkMappings.organisationId, manageBulkMappings.kind], set: { headers, updatedAt: now } });
  }
}
