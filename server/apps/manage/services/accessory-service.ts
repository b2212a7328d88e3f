import type { z } from 'zod';
import type { AccessoryCheckOutRequest, AccessoryListQuery, CreateAccessoryRequest, UpdateAccessoryRequest } from '../../../../contract/apps/manage/accessory-schemas';
import { checkOutUnits, isLowStock, recount } from '../../../../src/apps/manage/domain/accessory-stock';
import { changes, decided, notFound, pageAnswer, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import type { AccessoryRow, AccessoryValues } from '../repositories/accessory-repository';
import { manageAudit } from './support';
import { checkPlace, placeOf, placesOfRows } from './asset-places';
import type { PlaceRef } from '../../../../contract/apps/manage/place-schemas';

function accessoryItemOf(row: AccessoryRow, places: ReadonlyMap<string, PlaceRef>) {
  const { organisationId: _organisation, updatedAt: _updated, createdAt, ...rest } = row;
  return { ...rest, location: placeOf(places, row.locationId), lowStock: isLowStock(row, row.lowStockThreshold), createdAt: createdAt.toISOString() };
}

/** Accessories: counted stock that never goes below zero. */
export class ManageStockService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places'>) {}

  async list(principal: StaffPrincipal, query: z.output<typeof AccessoryListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.stock.list(principal.organisationId, query);
    const places = await placesOfRows(this.deps.places, repos, principal.organisationId, rows);
    return pageAnswer(rows.map((row) => accessoryItemOf(row, places)), total, query);
  }

  async get(principal: StaffPrincipal, id: string) {
    const { repos } = this.deps.store;
    const row = await this.accessory(principal, id);
    const checkouts = await repos.own.stock.checkouts(principal.organisationId, { accessoryId: id });
    return {
      ...accessoryItemOf(row, await placesOfRows(this.deps.places, repos, principal.organisationId, [row])),
      reserved: await repos.own.stock.reservedUnits(principal.organisationId, id),
      checkouts: checkouts.map(({ id, person, quantity, at }) => ({ id, person, quantity, at: at.toISOString() })),
    };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof CreateAccessoryRequest>) {
    const id = await this.deps.store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, body.locationId);
      const created = await repos.own.stock.insert(principal.organisationId, { ...body, available: body.total });
      await repos.audit.append(manageAudit(principal, { action: 'accessory.created', entityType: 'accessory', entityId: created, after: body }));
      return created;
    });
    return this.get(principal, id);
  }

  async update(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateAccessoryRequest>) {
    const before = await this.accessory(principal, id);
    const { version, total, ...rest } = body;
    const values: AccessoryValues = { ...rest, ...(total !== undefined && decided(recount(before, total), 'total')) };
    await this.write(principal, before, version, values, 'accessory.updated');
    return this.get(principal, id);
  }

  async archive(principal: StaffPrincipal, id: string, version: number, archived: boolean) {
    const before = await this.accessory(principal, id);
    if (before.archived === archived) throw ruleRefused(archived ? 'The accessory is already archived.' : 'The accessory is not archived.', archived ? 'accessory-archived' : 'accessory-not-archived');
    await this.write(principal, before, version, { archived }, archived ? 'accessory.archived' : 'accessory.restored');
    return this.get(principal, id);
  }

  async checkOut(principal: StaffPrincipal, id: string, body: z.output<typeof AccessoryCheckOutRequest>) {
    const { store, now } = this.deps;
    const accessory = await this.accessory(principal, id);
    if (accessory.archived) throw ruleRefused('An archived accessory cannot be checked out.', 'accessory-archived');
    if (!(await store.repos.users.find(principal.organisationId, body.userId))) throw notFound('person');
    await store.transaction(async (repos) => {
      // The domain explains the refusal; the conditional UPDATE is what holds when two people race for the last unit.
      if (!(await repos.own.stock.take(principal.organisationId, id, body.quantity, now()))) {
        const current = (await repos.own.stock.find(principal.organisationId, id)) ?? accessory;
        decided(checkOutUnits(current, body.quantity));
        throw ruleRefused('Not enough units left.', 'units-just-taken');
      }
      await repos.own.stock.addCheckout(principal.organisationId, id, body.userId, body.quantity);
      await repos.audit.append(manageAudit(principal, { action: 'accessory.checked-out', entityType: 'accessory', entityId: id, after: body }));
    });
    return this.get(principal, id);
  }

  async checkIn(principal: StaffPrincipal, id: string, checkoutId: string) {
    const { store, now } = this.deps;
    await this.accessory(principal, id);
    await store.transaction(async (repos) => {
      const quantity = await repos.own.stock.removeCheckout(principal.organisationId, id, checkoutId);
      if (quantity === undefined) throw notFound('check-out');
      await repos.own.stock.putBack(principal.organisationId, id, quantity, now());
      await repos.audit.append(
        manageAudit(principal, { action: 'accessory.checked-in', entityType: 'accessory', entityId: id, after: { checkoutId, quantity } }),
      );
    });
    return this.get(principal, id);
  }

  private async write(principal: StaffPrincipal, before: AccessoryRow, version: number, values: AccessoryValues, action: string) {
    const { store, now } = this.deps;
    if (before.version !== version) throw staleVersion();
    await store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, values.locationId);
      if ((await repos.own.stock.update(principal.organisationId, before.id, version, values, now())) === undefined) throw staleVersion();
      await repos.audit.append(manageAudit(principal, { action, entityType: 'accessory', entityId: before.id, ...changes<AccessoryValues>(before, values) }));
    });
  }

  private async accessory(principal: StaffPrincipal, id: string): Promise<AccessoryRow> {
    const row = await this.deps.store.repos.own.stock.find(principal.organisationId, id);
    if (!row) throw notFound('accessory');
    return row;
  }
}
