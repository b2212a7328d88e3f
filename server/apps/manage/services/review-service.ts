import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AcceptImportRequest, ExceptionListQuery, ImportedAssetListQuery, ImportRequest } from '../../../../contract/apps/manage/review-schemas';
import { ProblemTypes } from '../../../../contract/problem';
import { EXCEPTION_FIXES } from '../../../../src/apps/manage/domain/exception-rules';
import { describeImportProblem } from '../../../../src/apps/manage/domain/import-problem-text';
import { readImportBatch, type ImportValues } from '../../../../src/apps/manage/domain/import-batch';
import { ApiProblem, notFound, pageAnswer, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';
import type { ManageDeps } from './service-deps';
import type { ImportRowRecord } from '../repositories/import-repository';
import { assetOrNotFound, duplicateField } from './asset-service';
import { activePerson, manageAudit } from './support';
import { placeIdOf, placeIdsOf } from './asset-places';

/** Exceptions found in the data, and the review queue of imported rows. */
export class ManageReviewService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places'>) {}

  /** The overview's figures of review: open findings and imported rows awaiting review. */
  async counts(principal: StaffPrincipal) {
    const { own } = this.deps.store.repos;
    const today = this.deps.now().toISOString().slice(0, 10);
    return {
      openExceptions: await own.exceptions.count(principal.organisationId, today),
      pendingImports: await own.imports.countPending(principal.organisationId),
    };
  }

  async exceptions(principal: StaffPrincipal, query: z.output<typeof ExceptionListQuery>) {
    const today = this.deps.now().toISOString().slice(0, 10);
    const { rows, total } = await this.deps.store.repos.own.exceptions.list(principal.organisationId, today, query);
    return pageAnswer(rows.map((row) => ({ ...row, fix: EXCEPTION_FIXES[row.kind] })), total, query);
  }

  /** All or nothing: one bad row refuses the batch, and the answer lists every bad line with its reasons. */
  async importRows(principal: StaffPrincipal, body: z.output<typeof ImportRequest>) {
    const batch = readImportBatch(body.rows);
    if (!batch.ok) {
      const indexOfLine = new Map(body.rows.map((row, index) => [row.line, index]));
      const errors = batch.problems.map((problem) => ({ path: `body.rows.${indexOfLine.get(problem.line)}`, message: describeImportProblem(problem) }));
      throw new ApiProblem(422, ProblemTypes.validation, 'Some rows cannot be imported', `${errors.length} problems; nothing was imported.`, errors);
    }
    const valid = batch.rows;
    const batchId = randomUUID();
    await this.deps.store.transaction(async (repos) => {
      await repos.own.imports.insertBatch(principal.organisationId, batchId, body.source, valid);
      await repos.audit.append(manageAudit(principal, { action: 'import.received', entityType: 'import', entityId: batchId, after: { rows: valid.length } }));
    });
    return { batchId, received: valid.length };
  }

  async imported(principal: StaffPrincipal, query: z.output<typeof ImportedAssetListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.imports.list(principal.organisationId, query);
    const items = [];
    for (const row of rows) items.push(await this.itemOf(repos, row));
    return pageAnswer(items, total, query);
  }

  async accept(principal: StaffPrincipal, id: string, body: z.output<typeof AcceptImportRequest>) {
    const { store, now } = this.deps;
    const row = await this.pending(store.repos, principal, id, body.version);
    const assigneeId = body.assigneeId ?? (await this.assigneeOf(store.repos, principal.organisationId, row.values));
    if (body.assigneeId) await activePerson(store.repos, principal.organisationId, body.assigneeId);
    const { assignedTo: _holder, location, ...given } = row.values;
    const settled = await store
      .transaction(async (repos) => {
        await this.pending(repos, principal, id, body.version);
        const values = { ...given, locationId: placeIdOf(await placeIdsOf(this.deps.places, repos, principal.organisationId, [location]), location) };
        const assetId = await repos.own.assets.insert({ ...values, organisationId: principal.organisationId, assigneeId, updatedAt: now() });
        await repos.audit.append(manageAudit(principal, { action: 'asset.created', entityType: 'asset', entityId: assetId, after: { ...values, importId: id } }));
        return this.settle(repos, principal, row, 'accepted', assetId);
      })
      .catch(duplicateField);
    return this.itemOf(store.repos, settled);
  }

  /** The existing asset keeps what it has; only its blanks are filled from the row. */
  async merge(principal: StaffPrincipal, id: string, assetId: string, version: number) {
    const { store, now } = this.deps;
    const row = await this.pending(store.repos, principal, id, version);
    const asset = await assetOrNotFound(store.repos, principal.organisationId, assetId);
    const fill = Object.fromEntries(
      (['serial', 'manufacturer', 'purchaseDate', 'costCents', 'warrantyEnd', 'endOfLife', 'notes'] as const)
        .filter((field) => asset[field] === null && row.values[field] !== null)
        .map((field) => [field, row.values[field]]),
    );
    const settled = await store
      .transaction(async (repos) => {
        await this.pending(repos, principal, id, version);
        const { location } = row.values;
        if (asset.locationId === null && location) fill['locationId'] = placeIdOf(await placeIdsOf(this.deps.places, repos, principal.organisationId, [location]), location);
        if ((await repos.own.assets.update(principal.organisationId, assetId, asset.version, fill, now())) === undefined) throw staleVersion();
        await repos.audit.append(manageAudit(principal, { action: 'asset.merged', entityType: 'asset', entityId: assetId, after: { ...fill, importId: id } }));
        return this.settle(repos, principal, row, 'merged', assetId);
      })
      .catch(duplicateField);
    return this.itemOf(store.repos, settled);
  }

  async reject(principal: StaffPrincipal, id: string, version: number) {
    const settled = await this.deps.store.transaction(async (repos) => this.settle(repos, principal, await this.pending(repos, principal, id, version), 'rejected', null));
    return this.itemOf(this.deps.store.repos, settled);
  }

  private async settle(repos: ManageRepositories, principal: StaffPrincipal, row: ImportRowRecord, state: 'accepted' | 'merged' | 'rejected', assetId: string | null) {
    const settled = await repos.own.imports.settle(principal.organisationId, row.id, row.version, state, assetId, this.deps.now());
    if (!settled) throw staleVersion();
    await repos.audit.append(manageAudit(principal, { action: `import.${state}`, entityType: 'import', entityId: row.id, after: { assetId } }));
    return settled;
  }

  /**
   * The row if it still awaits review at the version read. Inside a transaction it is locked first, so that of two
   * reviews at once the second finds the first's outcome.
   */
  private async pending(repos: ManageRepositories, principal: StaffPrincipal, id: string, version: number): Promise<ImportRowRecord> {
    const row = await repos.own.imports.lock(principal.organisationId, id);
    if (!row) throw notFound('imported asset');
    if (row.state !== 'pending') throw ruleRefused(`The row was already ${row.state}.`, `import-${row.state}`);
    if (row.version !== version) throw staleVersion();
    return row;
  }

  /** A held asset arrives with its holder, who must be one of the organisation's people, named by address or by name. */
  private async assigneeOf(repos: ManageRepositories, organisationId: string, values: ImportValues): Promise<string | null> {
    const holder = values.assignedTo;
    if (!holder) return null;
    const byEmail = holder.includes('@') ? await repos.users.findByEmail(holder.toLowerCase()) : undefined;
    const candidates = byEmail ? [byEmail] : await repos.users.findByName(organisationId, holder);
    const person = candidates.length === 1 && candidates[0]!.organisationId === organisationId ? candidates[0]! : null;
    if (person) return person.id;
    if (values.status === 'deployed' || values.status === 'pending-return') {
      throw ruleRefused(
        candidates.length > 1 ? `More than one person here is called ${holder}: choose who holds it.` : `Nobody here is ${holder}: add them under People first.`,
        candidates.length > 1 ? 'holder-ambiguous' : 'holder-unknown',
        { holder },
      );
    }
    return null;
  }

  private async itemOf(repos: ManageRepositories, row: ImportRowRecord) {
    const match = row.state === 'pending' ? await repos.own.assets.findByTagOrSerial(row.organisationId, row.values.assetTag, row.values.serial) : undefined;
    const { id, batchId, line, source, values, state, resultAssetId, reasons, createdAt, version } = row;
    return { id, batchId, line, source, values, state, matchAssetId: match?.id ?? null, resultAssetId, reasons: [...reasons], createdAt: createdAt.toISOString(), version };
  }
}
