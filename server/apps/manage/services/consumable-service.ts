import type { z } from 'zod';
import type { ConsumableListQuery, CreateConsumableRequest, IssueConsumableRequest, UpdateConsumableRequest } from '../../../../contract/apps/manage/consumable-schemas';
import { isBelowMinimum, issueUnits } from '../../../../src/apps/manage/domain/consumable-stock';
import { changes, decided, notFound, pageAnswer, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { PlaceRef } from '../../../../contract/apps/manage/place-schemas';
import type { ConsumableRow, ConsumableValues } from '../repositories/consumable-repository';
import type { ManageDeps } from './service-deps';
import { checkPlace, placeOf, placesOfRows } from './asset-places';
import { activePerson, manageAudit } from './support';

type Counted = ConsumableRow & { issued: number };

function consumableItemOf(row: Counted, places: ReadonlyMap<string, PlaceRef>) {
  const { organisationId: _organisation, updatedAt: _updated, locationId, createdAt, ...rest } = row;
  return { ...rest, location: placeOf(places, locationId), lowStock: isBelowMinimum(row.quantity, row.minQuantity), createdAt: createdAt.toISOString() };
}

/** Consumables: counted, issued to people and used up; the count never goes below zero. */
export class ManageConsumableService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places'>) {}

  async list(principal: StaffPrincipal, query: z.output<typeof ConsumableListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.consumables.list(principal.organisationId, query);
    const places = await placesOfRows(this.deps.places, repos, principal.organisationId, rows);
    return pageAnswer(rows.map((row) => consumableItemOf(row, places)), total, query);
  }

  async get(principal: StaffPrincipal, id: string) {
    const { repos } = this.deps.store;
    const row = await this.consumable(principal, id);
    const issues = await repos.own.consumables.issues(principal.organisationId, id);
    return {
      ...consumableItemOf(row, await placesOfRows(this.deps.places, repos, principal.organisationId, [row])),
      issues: issues.map(({ at, ...issue }) => ({ ...issue, at: at.toISOString() })),
    };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof CreateConsumableRequest>) {
    const id = await this.deps.store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, body.locationId);
      const created = await repos.own.consumables.insert(principal.organisationId, body);
      await repos.audit.append(manageAudit(principal, { action: 'consumable.created', entityType: 'consumable', entityId: created, after: body }));
      return created;
    });
    return this.get(principal, id);
  }

  async update(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateConsumableRequest>) {
    const { store, now } = this.deps;
    const before = await this.consumable(principal, id);
    const { version, ...values } = body;
    if (before.version !== version) throw staleVersion();
    await store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, values.locationId);
      if ((await repos.own.consumables.update(principal.organisationId, id, version, values, now())) === undefined) throw staleVersion();
      await repos.audit.append(manageAudit(principal, { action: 'consumable.updated', entityType: 'consumable', entityId: id, ...changes<ConsumableValues>(before, values) }));
    });
    return this.get(principal, id);
  }

  async issue(principal: StaffPrincipal, id: string, body: z.output<typeof IssueConsumableRequest>) {
    const { store, now } = this.deps;
    const consumable = await this.consumable(principal, id);
    await store.transaction(async (repos) => {
      await activePerson(repos, principal.organisationId, body.userId);
      // The domain explains the refusal; the conditional UPDATE is what holds when two people race for the last box.
      if (!(await repos.own.consumables.take(principal.organisationId, id, body.quantity, now()))) {
        const current = (await repos.own.consumables.find(principal.organisationId, id)) ?? consumable;
        decided(issueUnits(current, body.quantity), 'quantity');
        throw ruleRefused('Not enough units left.', 'units-just-taken');
      }
      const note = body.note?.trim() ? body.note.trim() : null;
      await repos.own.consumables.addIssue(principal.organisationId, { consumableId: id, userId: body.userId, quantity: body.quantity, note, issuedById: principal.userId });
      await repos.audit.append(manageAudit(principal, { action: 'consumable.issued', entityType: 'consumable', entityId: id, after: { userId: body.userId, quantity: body.quantity } }));
    });
    return this.get(principal, id);
  }

  private async consumable(principal: StaffPrincipal, id: string): Promise<Counted> {
    const row = await this.deps.store.repos.own.consumables.find(principal.organisationId, id);
    if (!row) throw notFound('consumable');
    return row;
  }
}
