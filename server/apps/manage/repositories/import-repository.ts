import { and, asc, count, eq } from 'drizzle-orm';
import type { ImportedValues } from '../../../../contract/apps/manage/review-schemas';
import { lockedRow, orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { manageImports, type ImportState } from '../schema/review';

export type ImportRowRecord = typeof manageImports.$inferSelect;

const INSERT_SLICE = 1000;

export class ManageImportRepository {
  constructor(private readonly db: Db) {}

  /** Inserts in slices: one statement may bind at most 65,535 parameters, and a batch may have ten thousand rows. */
  async insertBatch(organisationId: string, batchId: string, source: string, rows: readonly { line: number; values: ImportedValues }[]) {
    for (let start = 0; start < rows.length; start += INSERT_SLICE) {
      const slice = rows.slice(start, start + INSERT_SLICE);
      await this.db.insert(manageImports).values(slice.map((row) => ({ organisationId, batchId, source, line: row.line, values: row.values })));
    }
  }

  async list(organisationId: string, request: PageRequest & { state?: ImportState | undefined; batchId?: string | undefined; sort?: string | undefined }) {
    const t = manageImports;
    const where = and(
      eq(t.organisationId, organisationId),
      eq(t.state, request.state ?? 'pending'),
      request.batchId ? eq(t.batchId, request.batchId) : undefined,
    );
    const { limit, offset } = pageOf(request);
    const rows = await this.db
      .select()
      .from(t)
      .where(where)
      // Rows of one batch arrive together: within it they keep the order of the file.
      .orderBy(...orderOf({ line: t.line, createdAt: t.createdAt }, request.sort, 'createdAt', t.line), asc(t.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(t).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** How many imported rows await review, for the overview. */
  async countPending(organisationId: string): Promise<number> {
    const t = manageImports;
    const [counted] = await this.db.select({ total: count() }).from(t).where(and(eq(t.organisationId, organisationId), eq(t.state, 'pending')));
    return counted?.total ?? 0;
  }

  /** The row, locked until the transaction ends (outside one, simply read). */
  lock(organisationId: string, id: string): Promise<ImportRowRecord | undefined> {
    return lockedRow(this.db, manageImports, organisationId, id);
  }

  /** Settles a pending row once; undefined when it was settled or changed since it was read. */
  async settle(organisationId: string, id: string, version: number, state: ImportState, resultAssetId: string | null, now: Date) {
    return versionedUpdate(this.db, manageImports, { organisationId, id, version, where: eq(manageImports.state, 'pending') }, { state, resultAssetId }, now);
  }
}
