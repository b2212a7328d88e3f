import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BulkBatchRequest, BulkImportListQuery, StartBulkImportRequest } from '../../../../contract/apps/manage/bulk-schemas';
import { checkBulkRows, type RowCheck } from '../../../../contract/apps/manage/bulk-rows';
import { addSummaries, batchSummary, EMPTY_SUMMARY, type BulkSummary } from '../../../../src/apps/manage/domain/bulk-summary';
import type { ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import type { MappedRow } from '../../../../src/apps/manage/domain/import-row-reading';
import { ProblemTypes } from '../../../../contract/problem';
import { ApiProblem, notFound, pageAnswer, type StaffPrincipal } from '../../../kernel';
import type { NewBulkRow } from '../repositories/bulk-repository';
import type { ManageRepositories } from '../repositories/repositories';
import type { BulkImportRow } from '../schema/bulk';
import type { ManageDeps } from './service-deps';
import { handOverWaiting, importKindRows } from './migration-kinds';
import { manageAudit } from './support';

/** Rows of an all-or-nothing file written per statement group, inside its one transaction. */
const APPLY_SLICE = 1000;

export function bulkItem(row: BulkImportRow, waiting: number) {
  const { id, kind, fileName, mode, rowCount, received, state, summary, createdAt, finishedAt } = row;
  return { id, kind, fileName, mode, rowCount, received, state, summary, waiting, createdAt: createdAt.toISOString(), finishedAt: finishedAt?.toISOString() ?? null };
}

/**
 * Valid rows written through the one pipeline (migration-kinds) in the caller's transaction, and what they did;
 * holders waiting from earlier files are handed over when a person they name arrives.
 */
export async function writeRows(deps: Pick<ManageDeps, 'places' | 'orderImports'>, repos: ManageRepositories, organisationId: string, kind: ImportKind, rows: readonly unknown[], now: Date): Promise<BulkSummary> {
  const run = { repos, organisationId, batchId: randomUUID(), now, report: [], places: deps.places, orders: deps.orderImports, placesCounts: null, created: 0 };
  await importKindRows(run, kind, rows);
  if (kind === 'people') await handOverWaiting(run);
  return batchSummary(run.report, run.created, 0);
}

const waitingRow = (organisationId: string, importId: string, state: 'waiting' | 'staged') => (row: MappedRow, check: RowCheck): NewBulkRow => ({
  organisationId,
  importId,
  line: row.line,
  values: row.values,
  custom: row.custom,
  problems: check.ok ? [] : [...check.problems],
  state,
});

/**
 * Bulk Upload on the server: a file opened with how it is read, its rows in batches read again with the API's rules,
 * each batch its own short transaction (PGlite serves one statement at a time, so other requests get their turn
 * between batches). Partial: valid rows import at once, invalid ones wait in review. All or nothing: rows are staged
 * and written in one transaction after the last batch, only if none is invalid.
 */
export class ManageBulkService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places' | 'orderImports'>) {}

  async start(principal: StaffPrincipal, body: z.output<typeof StartBulkImportRequest>) {
    const { organisationId } = principal;
    const bulk = this.deps.store.repos.own.bulk;
    const previous = await bulk.lastOfFile(organisationId, body.kind, body.fileHash);
    const { headers, ...values } = body;
    const opened = await this.deps.store.transaction(async (repos) => {
      await repos.own.bulk.rememberMapping(organisationId, body.kind, headers, this.deps.now());
      return repos.own.bulk.open({ ...values, organisationId, summary: EMPTY_SUMMARY, createdBy: principal.userId });
    });
    const waiting = previous ? await bulk.waitingCounts([previous.id]) : new Map<string, number>();
    return { import: bulkItem(opened, 0), previous: previous ? bulkItem(previous, waiting.get(previous.id) ?? 0) : null };
  }

  async batch(principal: StaffPrincipal, id: string, body: z.output<typeof BulkBatchRequest>) {
    const { organisationId } = principal;
    const file = await this.openImport(organisationId, id);
    const checks = checkBulkRows(file.kind, body.rows, file.setup);
    const received = file.received + body.rows.length;
    const now = this.deps.now();
    if (file.mode === 'partial') {
      await this.deps.store.transaction(async (repos) => {
        const valid = checks.flatMap((check) => (check.ok ? [check.row] : []));
        const invalid = body.rows.flatMap((row, index) => (checks[index]!.ok ? [] : [waitingRow(organisationId, id, 'waiting')(row, checks[index]!)]));
        const written = await writeRows(this.deps, repos, organisationId, file.kind, valid, now);
        await repos.own.bulk.addRows(invalid);
        const summary = addSummaries(file.summary, { ...written, invalid: invalid.length });
        await repos.own.bulk.update(id, { summary, received, ...(body.last && { state: 'done', finishedAt: now }) });
        if (body.last) await repos.audit.append(this.audit(principal, file, summary));
      });
    } else {
      await this.deps.store.transaction(async (repos) => {
        await repos.own.bulk.addRows(body.rows.map((row, index) => waitingRow(organisationId, id, 'staged')(row, checks[index]!)));
        await repos.own.bulk.update(id, { summary: file.summary, received });
      });
      if (body.last) await this.finishAllOrNothing(principal, { ...file, received });
    }
    return this.get(principal, id);
  }

  /** Every row valid: all of them written in one transaction. One invalid: nothing is written, the invalid ones wait. */
  private async finishAllOrNothing(principal: StaffPrincipal, file: BulkImportRow) {
    const { organisationId } = principal;
    const now = this.deps.now();
    const { invalid } = await this.deps.store.repos.own.bulk.stagedCount(file.id);
    await this.deps.store.transaction(async (repos) => {
      if (invalid > 0) {
        await repos.own.bulk.settleStaged(file.id);
        await repos.own.bulk.update(file.id, { summary: { ...EMPTY_SUMMARY, invalid }, received: file.received, state: 'failed', finishedAt: now });
        return;
      }
      let summary = EMPTY_SUMMARY;
      for (let offset = 0; ; offset += APPLY_SLICE) {
        const staged = await repos.own.bulk.staged(file.id, offset, APPLY_SLICE);
        if (staged.length === 0) break;
        const checks = checkBulkRows(file.kind, staged, file.setup);
        const rows = checks.flatMap((check) => (check.ok ? [check.row] : []));
        summary = addSummaries(summary, await writeRows(this.deps, repos, organisationId, file.kind, rows, now));
      }
      await repos.own.bulk.dropStaged(file.id);
      await repos.own.bulk.update(file.id, { summary, received: file.received, state: 'done', finishedAt: now });
      await repos.audit.append(this.audit(principal, file, summary));
    });
  }

  async get(principal: StaffPrincipal, id: string) {
    const bulk = this.deps.store.repos.own.bulk;
    const row = await bulk.find(principal.organisationId, id);
    if (!row) throw notFound('import');
    return bulkItem(row, (await bulk.waitingCounts([id])).get(id) ?? 0);
  }

  async list(principal: StaffPrincipal, query: z.output<typeof BulkImportListQuery>) {
    const bulk = this.deps.store.repos.own.bulk;
    const { page, pageSize } = query;
    const { rows, total } = await bulk.page(principal.organisationId, { offset: (page - 1) * pageSize, limit: pageSize, oldestFirst: query.sort === 'createdAt' });
    const waiting = await bulk.waitingCounts(rows.map((row) => row.id));
    return pageAnswer(rows.map((row) => bulkItem(row, waiting.get(row.id) ?? 0)), total, query);
  }

  async mapping(principal: StaffPrincipal, kind: ImportKind) {
    return { kind, headers: await this.deps.store.repos.own.bulk.mapping(principal.organisationId, kind) };
  }

  private async openImport(organisationId: string, id: string) {
    const file = await this.deps.store.repos.own.bulk.find(organisationId, id);
    if (!file) throw notFound('import');
    if (file.state !== 'open') throw new ApiProblem(409, ProblemTypes.conflict, 'Import finished', 'This file has been imported; start a new import to send it again.');
    return file;
  }

  private audit(principal: StaffPrincipal, file: BulkImportRow, summary: BulkSummary) {
    return manageAudit(principal, { action: 'import.bulk', entityType: 'import', entityId: file.id, after: { kind: file.kind, fileName: file.fileName, mode: file.mode, ...summary } });
  }
}
