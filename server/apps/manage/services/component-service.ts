import type { z } from 'zod';
import type { ComponentListQuery, CreateComponentRequest, InstallComponentRequest, UpdateComponentRequest } from '../../../../contract/apps/manage/consumable-schemas';
import { installUnits, isBelowMinimum, recountComponents, removeUnits } from '../../../../src/apps/manage/domain/consumable-stock';
import { changes, decided, notFound, pageAnswer, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { PlaceRef } from '../../../../contract/apps/manage/place-schemas';
import type { ComponentRow, ComponentValues } from '../repositories/component-repository';
import type { ManageDeps } from './service-deps';
import { checkPlace, placeOf, placesOfRows } from './asset-places';
import { manageAudit } from './support';

function componentItemOf(row: ComponentRow, places: ReadonlyMap<string, PlaceRef>) {
  const { organisationId: _organisation, updatedAt: _updated, locationId, createdAt, ...rest } = row;
  return { ...rest, location: placeOf(places, locationId), lowStock: isBelowMinimum(row.remaining, row.minQuantity), createdAt: createdAt.toISOString() };
}

/** Components: parts installed into assets and taken out again; what remains never goes below zero. */
export class ManageComponentService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places'>) {}

  async list(principal: StaffPrincipal, query: z.output<typeof ComponentListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.components.list(principal.organisationId, query);
    const places = await placesOfRows(this.deps.places, repos, principal.organisationId, rows);
    return pageAnswer(rows.map((row) => componentItemOf(row, places)), total, query);
  }

  async get(principal: StaffPrincipal, id: string) {
    const { repos } = this.deps.store;
    const row = await this.component(principal, id);
    const installs = await repos.own.components.installs(principal.organisationId, id);
    return {
      ...componentItemOf(row, await placesOfRows(this.deps.places, repos, principal.organisationId, [row])),
      installs: installs.map(({ at, ...install }) => ({ ...install, at: at.toISOString() })),
    };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof CreateComponentRequest>) {
    const id = await this.deps.store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, body.locationId);
      const created = await repos.own.components.insert(principal.organisationId, { ...body, remaining: body.total });
      await repos.audit.append(manageAudit(principal, { action: 'component.created', entityType: 'component', entityId: created, after: body }));
      return created;
    });
    return this.get(principal, id);
  }

  async update(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateComponentRequest>) {
    const { store, now } = this.deps;
    const before = await this.component(principal, id);
    const { version, total, ...rest } = body;
    if (before.version !== version) throw staleVersion();
    const values: ComponentValues = { ...rest, ...(total !== undefined && decided(recountComponents(before, total), 'total')) };
    await store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, values.locationId);
      if ((await repos.own.components.update(principal.organisationId, id, version, values, now())) === undefined) throw staleVersion();
      await repos.audit.append(manageAudit(principal, { action: 'component.updated', entityType: 'component', entityId: id, ...changes<ComponentValues>(before, values) }));
    });
    return this.get(principal, id);
  }

  async install(principal: StaffPrincipal, id: string, body: z.output<typeof InstallComponentRequest>) {
    const { store, now } = this.deps;
    const component = await this.component(principal, id);
    const asset = await store.repos.own.assets.find(principal.organisationId, body.assetId);
    if (!asset) throw notFound('asset');
    if (asset.archived) throw ruleRefused('Parts cannot go into an archived asset.', 'asset-archived', {}, 'assetId');
    await store.transaction(async (repos) => {
      if (!(await repos.own.components.take(principal.organisationId, id, body.quantity, now()))) {
        const current = (await repos.own.components.find(principal.organisationId, id)) ?? component;
        decided(installUnits(current, body.quantity), 'quantity');
        throw ruleRefused('Not enough units left.', 'units-just-taken');
      }
      await repos.own.components.install(principal.organisationId, id, body.assetId, body.quantity, now());
      const after = { assetId: body.assetId, assetTag: asset.assetTag, quantity: body.quantity };
      await repos.audit.append(manageAudit(principal, { action: 'component.installed', entityType: 'component', entityId: id, after }));
    });
    return this.get(principal, id);
  }

  async remove(principal: StaffPrincipal, id: string, installId: string, units: number) {
    const { store, now } = this.deps;
    const component = await this.component(principal, id);
    await store.transaction(async (repos) => {
      const install = await repos.own.components.findInstall(principal.organisationId, id, installId);
      if (!install) throw notFound('installation');
      decided(removeUnits(component, install.quantity, units), 'quantity');
      if (!(await repos.own.components.uninstall(principal.organisationId, installId, units, now()))) throw ruleRefused('The asset no longer holds that many.', 'units-just-removed');
      await repos.own.components.putBack(principal.organisationId, id, units, now());
      await repos.audit.append(manageAudit(principal, { action: 'component.removed', entityType: 'component', entityId: id, after: { assetId: install.assetId, quantity: units } }));
    });
    return this.get(principal, id);
  }

  private async component(principal: StaffPrincipal, id: string): Promise<ComponentRow> {
    const row = await this.deps.store.repos.own.components.find(principal.organisationId, id);
    if (!row) throw notFound('component');
    return row;
  }
}
