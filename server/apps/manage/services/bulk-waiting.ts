import type { z } from 'zod';
import type { BulkWaitingListQuery, FixBulkRowRequest } from '../../../../contract/apps/manage/bulk-schemas';
import { checkBulkRow } from '../../../../contract/apps/manage/bulk-rows';
import { addSummaries } from '../../../../src/apps/manage/domain/bulk-summary';
import { notFound, pageAnswer, type StaffPrincipal } from '../../../kernel';
import type { BulkWaitingRow } from '../schema/bulk';
import type { ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import type { ManageDeps } from './service-deps';
import { writeRows } from './bulk-service';
import { manageAudit } from './support';

function waitingItem(row: BulkWaitingRow, kind: ImportKind) {
  const { id, importId, line, values, custom, problems, createdAt } = row;
  return { id, importId, kind, line, values, custom, problems, createdAt: createdAt.toISOString() };
}

/**
 * The rows that did not import, each with its cells' problems: a person fixes the cells in place and the row is read
 * again with the same rules as the file was; valid now, it imports through the same pipeline, or it keeps waiting.
 */
export class ManageBulkWaiting {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places' | 'orderImports'>) {}

  async list(principal: StaffPrincipal, query: z.output<typeof BulkWaitingListQuery>) {
    const { page, pageSize } = query;
    const { rows, total } = await this.deps.store.repos.own.bulk.waitingPage(principal.organisationId, query.importId, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
      descending: query.sort === '-line',
    });
    return pageAnswer(rows.map(({ row, kind }) => waitingItem(row, kind)), total, query);
  }

  async fix(principal: StaffPrincipal, id: string, body: z.output<typeof FixBulkRowRequest>) {
    const { organisationId } = principal;
    const found = await this.deps.store.repos.own.bulk.findWaiting(organisationId, id);
    if (!found) throw notFound('waiting row');
    const { row, import: file } = found;
    const check = checkBulkRow(file.kind, { line: row.line, values: body.values, custom: row.custom }, file.setup);
    return this.deps.store.transaction(async (repos) => {
      if (!check.ok) {
        await repos.own.bulk.keepWaiting(row.id, body.values, [...check.problems]);
        return { imported: false, row: waitingItem({ ...row, values: body.values, problems: [...check.problems] }, file.kind), summary: file.summary };
      }
      const written = await writeRows(this.deps, repos, organisationId, file.kind, [check.row], this.deps.now());
      const summary = addSummaries(file.summary, { ...written, invalid: -1 });
      await repos.own.bulk.removeRow(row.id);
      await repos.own.bulk.update(file.id, { summary, received: file.received });
      await repos.audit.append(manageAudit(principal, { action: 'import.bulk-fixed', entityType: 'import', entityId: file.id, after: { line: row.line, ...written } }));
      return { imported: true, row: null, summary };
    });
  }

  async drop(principal: StaffPrincipal, id: string): Promise<void> {
    const found = await this.deps.store.repos.own.bulk.findWaiting(principal.organisationId, id);
    if (!found) throw notFound('waiting row');
    await this.deps.store.transaction(async (repos) => {
      await repos.own.bulk.removeRow(found.row.id);
      await repos.audit.append(manageAudit(principal, { action: 'import.bulk-dropped', entityType: 'import', entityId: found.import.id, after: { line: found.row.line } }));
    });
  }
}
