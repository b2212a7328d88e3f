import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { MigrationRequest } from '../../../../contract/apps/manage/migration-schemas';
import { outcomeCounts, type ReportLine } from '../../../../src/apps/manage/domain/import-report';
import type { StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import { handOverWaiting, importKindRows } from './migration-kinds';
import type { MigrationRun } from './migration-run';
import { manageAudit } from './support';

/**
 * Moving over from Snipe-IT, as Manage's import screen sends it: one file at a time, all or nothing, through the same
 * importers as Bulk Upload's batches (migration-kinds), answered with its report.
 */
export class ManageMigrationService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places' | 'orderImports'>) {}

  async import(principal: StaffPrincipal, body: z.output<typeof MigrationRequest>) {
    const batchId = randomUUID();
    const organisationId = principal.organisationId;
    return this.deps.store.transaction(async (repos) => {
      const run: MigrationRun = { repos, organisationId, batchId, now: this.deps.now(), report: [], places: this.deps.places, orders: this.deps.orderImports, placesCounts: null, created: 0 };
      await importKindRows(run, body.kind, body.rows);
      const { matched } = await handOverWaiting(run);
      const counts = outcomeCounts({ lines: run.report });
      // Only this file's own: what waited from earlier files is not its figure.
      const waiting = counts.waiting;
      await repos.audit.append(
        manageAudit(principal, { action: 'import.migrated', entityType: 'import', entityId: batchId, after: { kind: body.kind, ...counts, matched, waiting } }),
      );
      return { batchId, kind: body.kind, lines: run.report satisfies ReportLine[], created: run.created, matched, waiting, places: run.placesCounts };
    });
  }
}
