import type { z } from 'zod';
import type { WaitingHolderListQuery } from '../../../../contract/apps/manage/migration-schemas';
import { findHolder, holderIndex, holderLabel } from '../../../../src/apps/manage/domain/import-holders';
import { notFound, pageAnswer, type StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import type { ManageAssetMoves } from './asset-moves';
import { assetOrNotFound } from './asset-service';
import type { ManageLicenceService } from './licence-service';
import { activePerson, manageAudit } from './support';

/**
 * What an import could not give yet: a reviewer sees whom each holder's name fits now and gives the asset or the
 * seat to the right person, through the same check-out and seat rules as by hand, or stops it waiting.
 */
export class ManageWaitingHolders {
  constructor(
    private readonly deps: Pick<ManageDeps, 'store'>,
    private readonly moves: ManageAssetMoves,
    private readonly licences: ManageLicenceService,
  ) {}

  async list(principal: StaffPrincipal, query: z.output<typeof WaitingHolderListQuery>) {
    const migration = this.deps.store.repos.own.migration;
    const { page, pageSize } = query;
    const { rows, total } = await migration.waitingPage(principal.organisationId, { offset: (page - 1) * pageSize, limit: pageSize, newestFirst: query.sort === '-createdAt' });
    const people = rows.length > 0 ? await migration.people(principal.organisationId) : [];
    const index = holderIndex(people);
    const byId = new Map(people.map((person) => [person.id, person]));
    const items = rows.map((row) => {
      const match = findHolder(index, row.holder);
      const ids = match.found === 'one' ? [match.id] : match.found === 'many' ? match.ids : [];
      const candidates = ids.map((id) => byId.get(id)!).map(({ id, name, email }) => ({ id, name, email }));
      const { id, batchId, line, entityType, entityId, label } = row;
      return { id, batchId, line, entityType, entityId, label, holder: holderLabel(row.holder), candidates, createdAt: row.createdAt.toISOString() };
    });
    return pageAnswer(items, total, query);
  }

  async handOver(principal: StaffPrincipal, id: string, userId: string): Promise<void> {
    const { repos } = this.deps.store;
    const row = await this.waiting(principal, id);
    await activePerson(repos, principal.organisationId, userId);
    if (row.entityType === 'asset') {
      const asset = await assetOrNotFound(repos, principal.organisationId, row.entityId);
      await this.moves.checkOut(principal, asset.id, { assigneeId: userId, version: asset.version, locationId: undefined, note: undefined });
    } else await this.licences.assignSeat(principal, row.entityId, { userId });
    await this.settle(principal, row.id, 'import.handed-over', { userId });
  }

  async drop(principal: StaffPrincipal, id: string): Promise<void> {
    await this.settle(principal, (await this.waiting(principal, id)).id, 'import.waiting-dropped', {});
  }

  private async waiting(principal: StaffPrincipal, id: string) {
    const row = await this.deps.store.repos.own.migration.findWaiting(principal.organisationId, id);
    if (!row) throw notFound('waiting holder');
    return row;
  }

  private async settle(principal: StaffPrincipal, id: string, action: string, after: Record<string, unknown>) {
    await this.deps.store.transaction(async (repos) => {
      await repos.own.migration.removeWaiting(principal.organisationId, [id]);
      await repos.audit.append(manageAudit(principal, { action, entityType: 'import', entityId: id, after }));
    });
  }
}
