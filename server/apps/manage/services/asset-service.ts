import type { z } from 'zod';
import type { AssetExportQuery, AssetListQuery, CreateAssetRequest, CustomFieldNamesQuery, UpdateAssetRequest } from '../../../../contract/apps/manage/asset-schemas';
import { ASSET_STATUSES, changeStatus, PRODUCT_TYPES } from '../../../../src/apps/manage/domain/asset-status';
import { auditEntriesOf, changes, decided, FileLinks, notFound, pageAnswer, staleVersion, violatedConstraint, type StaffPrincipal } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';
import type { ManageDeps } from './service-deps';
import type { AssetValues, AssetWithAssignee } from '../repositories/asset-repository';
import { assetItemOf, assetsCsv } from './asset-view';
import { assetConfigOf, checkAssetFields, checkModel, labelChange } from './asset-config';
import { checkPlace, placesOfRows } from './asset-places';
import { stateOf, fieldConflict, manageAudit } from './support';
import { assetChangeEvents, assetEvent } from './asset-story';
import { assetEventData } from './asset-webhooks';

/** An export is the filtered list, bounded so that one click cannot hold the server for minutes. */
const EXPORT_LIMIT = 100_000;

/** A repeated tag or serial, as the field error the form shows next to the field. */
export function duplicateField(error: unknown): never {
  const constraint = violatedConstraint(error, '23505');
  if (constraint === 'manage_assets_tag_unique') throw fieldConflict('body.assetTag', 'another asset has this tag');
  if (constraint === 'manage_assets_serial_unique') throw fieldConflict('body.serial', 'another asset has this serial');
  throw error;
}

export async function assetOrNotFound(repos: ManageRepositories, organisationId: string, id: string): Promise<AssetWithAssignee> {
  const asset = await repos.own.assets.find(organisationId, id);
  if (!asset) throw notFound('asset');
  return asset;
}

export class ManageAssetService {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'config' | 'keys' | 'places' | 'webhookEvents'>) {
    this.links = new FileLinks(deps);
  }

  async list(principal: StaffPrincipal, query: z.output<typeof AssetListQuery>) {
    const { rows, total, totalCapped } = await this.deps.store.repos.own.assets.list(principal.organisationId, query);
    const places = await this.placesOf(principal, rows);
    const config = await this.configOf(principal);
    return { ...pageAnswer(rows.map((row) => assetItemOf(row, this.links, places, config)), total, query), totalCapped };
  }

  /** The overview's numbers in one call, each status and product type present with 0 when it has no asset. */
  async counts(principal: StaffPrincipal) {
    const rows = await this.deps.store.repos.own.assets.countsByStatusAndType(principal.organisationId);
    const byStatus: Record<string, number> = Object.fromEntries(ASSET_STATUSES.map((status) => [status, 0]));
    const byProductType: Record<string, number> = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, 0]));
    for (const { status, productType, n } of rows) {
      byStatus[status] = (byStatus[status] ?? 0) + n;
      byProductType[productType] = (byProductType[productType] ?? 0) + n;
    }
    return { byStatus, byProductType };
  }

  async export(principal: StaffPrincipal, query: z.output<typeof AssetExportQuery>) {
    const rows = await this.deps.store.repos.own.assets.all(principal.organisationId, query, EXPORT_LIMIT);
    const day = this.deps.now().toISOString().slice(0, 10);
    return { filename: `assets-${day}.csv`, contentType: 'text/csv; charset=utf-8', content: assetsCsv(rows, await this.placesOf(principal, rows)) };
  }

  async customFieldNames(principal: StaffPrincipal, query: z.output<typeof CustomFieldNamesQuery>) {
    return { fields: await this.deps.store.repos.own.assets.customFieldNames(principal.organisationId, query.productType) };
  }

  async get(principal: StaffPrincipal, id: string) {
    const asset = await assetOrNotFound(this.deps.store.repos, principal.organisationId, id);
    return assetItemOf(asset, this.links, await this.placesOf(principal, [asset]), await this.configOf(principal));
  }

  private configOf(principal: StaffPrincipal) {
    return assetConfigOf(this.deps.store.repos, principal.organisationId, this.deps.now());
  }

  private placesOf(principal: StaffPrincipal, rows: readonly AssetWithAssignee[]) {
    return placesOfRows(this.deps.places, this.deps.store.repos, principal.organisationId, rows);
  }

  async create(principal: StaffPrincipal, body: z.output<typeof CreateAssetRequest>) {
    const { store, now } = this.deps;
    const id = await store
      .transaction(async (repos) => {
        await checkPlace(this.deps.places, repos, principal.organisationId, body.locationId);
        await checkModel(repos, principal.organisationId, body.modelId);
        const status = body.status ?? 'in-stock';
        const label = body.statusLabelId ? await labelChange(repos, principal.organisationId, { status, archived: false }, body.statusLabelId) : {};
        const values = { ...body, ...label, organisationId: principal.organisationId, status, updatedAt: now() };
        const created = await repos.own.assets.insert(values);
        await checkAssetFields(repos, principal.organisationId, created);
        await repos.audit.append(manageAudit(principal, { action: 'asset.created', entityType: 'asset', entityId: created, after: body }));
        const added = { id: created, organisationId: principal.organisationId, assetTag: body.assetTag };
        await repos.lifeEvents.add([assetEvent(principal.userId, added, 'added', null, values.updatedAt)]);
        await this.deps.webhookEvents.emit(repos, principal.organisationId, { type: 'asset.created', data: await assetEventData(repos, principal.organisationId, created) }, values.updatedAt);
        return created;
      })
      .catch(duplicateField);
    return this.get(principal, id);
  }

  /** Version-checked: a stale version answers 412 and nothing is written; a status change follows the rules. */
  async update(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateAssetRequest>) {
    const { store, now } = this.deps;
    const before = await assetOrNotFound(store.repos, principal.organisationId, id);
    if (before.version !== body.version) throw staleVersion();
    const { version, ...requested } = body;
    const values: AssetValues = { ...requested };
    if (body.status) Object.assign(values, stateOf(decided(changeStatus(before, body.status))));
    if (body.statusLabelId) Object.assign(values, await labelChange(store.repos, principal.organisationId, { ...before, ...values }, body.statusLabelId));
    const diff = changes<AssetValues>(before, values);
    // A new model or type may bring fields it requires; values of an asset nobody asked to change are left as they are.
    const typeMayChange = ['customFields', 'modelId', 'model', 'manufacturer', 'productType'].some((key) => key in requested);
    await store
      .transaction(async (repos) => {
        await checkPlace(this.deps.places, repos, principal.organisationId, body.locationId);
        await checkModel(repos, principal.organisationId, body.modelId);
        if ((await repos.own.assets.update(principal.organisationId, id, version, values, now())) === undefined) throw staleVersion();
        if (typeMayChange) await checkAssetFields(repos, principal.organisationId, id);
        await repos.audit.append(manageAudit(principal, { action: 'asset.updated', entityType: 'asset', entityId: id, ...diff }));
        await repos.lifeEvents.add(assetChangeEvents(principal, before, values, now()));
        const data = { ...(await assetEventData(repos, principal.organisationId, id)), changed: Object.keys(diff.after) };
        await this.deps.webhookEvents.emit(repos, principal.organisationId, { type: 'asset.updated', data }, now());
      })
      .catch(duplicateField);
    return this.get(principal, id);
  }

  async activity(principal: StaffPrincipal, id: string, query: { page: number; pageSize: number }) {
    const { repos } = this.deps.store;
    await assetOrNotFound(repos, principal.organisationId, id);
    const { rows, total } = await repos.own.assets.activity(principal.organisationId, id, query);
    return pageAnswer(await auditEntriesOf(repos, principal.organisationId, rows), total, query);
  }
}
