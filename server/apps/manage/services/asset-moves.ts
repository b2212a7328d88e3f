import type { z } from 'zod';
import type { BulkEditAssetsRequest, CheckInRequest, CheckOutRequest, TransferRequest } from '../../../../contract/apps/manage/asset-schemas';
import {
  archive,
  changeStatus,
  checkIn,
  restore,
  transfer,
  type AssetState,
} from '../../../../src/apps/manage/domain/asset-status';
import type { Decision } from '../../../../src/domain/rules/decision';
import { changes, decided, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import type { AssetValues } from '../repositories/asset-repository';
import { assetOrNotFound, ManageAssetService } from './asset-service';
import { activePerson, stateOf, manageAudit } from './support';
import { assetChangeEvents } from './asset-story';
import { checkPlace } from './asset-places';
import { labelOfAsset } from './asset-config';
import { checkOutLabelled } from '../../../../src/apps/manage/domain/status-label-rules';

interface Move {
  readonly action: string;
  readonly version: number;
  readonly decide: (asset: AssetState) => Decision<AssetState>;
  readonly extra?: AssetValues;
  readonly note?: string | null | undefined;
}

/** Check-out, check-in, transfer, archive and restore: each a rule of the domain applied to one asset. */
export class ManageAssetMoves {
  private readonly assets: ManageAssetService;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'config' | 'keys' | 'places' | 'webhookEvents'>) {
    this.assets = new ManageAssetService(deps);
  }

  async checkOut(principal: StaffPrincipal, id: string, body: z.output<typeof CheckOutRequest>) {
    const { repos } = this.deps.store;
    await activePerson(repos, principal.organisationId, body.assigneeId);
    const asset = await assetOrNotFound(repos, principal.organisationId, id);
    const label = await labelOfAsset(repos, principal.organisationId, asset.statusLabelId);
    return this.move(principal, id, {
      action: 'asset.checked-out',
      version: body.version,
      decide: (asset) => checkOutLabelled(asset, body.assigneeId, label),
      extra: body.locationId === undefined ? {} : { locationId: body.locationId },
      note: body.note,
    });
  }

  async checkIn(principal: StaffPrincipal, id: string, body: z.output<typeof CheckInRequest>) {
    const extra = body.locationId === undefined ? {} : { locationId: body.locationId };
    return this.move(principal, id, { action: 'asset.checked-in', version: body.version, decide: checkIn, extra, note: body.note });
  }

  async transfer(principal: StaffPrincipal, id: string, body: z.output<typeof TransferRequest>) {
    await activePerson(this.deps.store.repos, principal.organisationId, body.assigneeId);
    const decide = (asset: AssetState) => transfer(asset, body.assigneeId);
    return this.move(principal, id, { action: 'asset.transferred', version: body.version, decide, note: body.note });
  }

  archive(principal: StaffPrincipal, id: string, version: number) {
    return this.move(principal, id, { action: 'asset.archived', version, decide: archive });
  }

  restore(principal: StaffPrincipal, id: string, version: number) {
    return this.move(principal, id, { action: 'asset.restored', version, decide: restore });
  }

  /** Each asset follows the rules on its own; those that may not change are reported, the rest are saved together. */
  async bulkEdit(principal: StaffPrincipal, body: z.output<typeof BulkEditAssetsRequest>) {
    const { status, ...plain } = body.changes;
    return this.bulk(principal, body.ids, 'asset.bulk-edited', (asset) =>
      status ? changeStatus(asset, status) : { ok: true, value: asset }, plain);
  }

  bulkArchive(principal: StaffPrincipal, ids: readonly string[]) {
    return this.bulk(principal, ids, 'asset.archived', archive, {});
  }

  private async bulk(
    principal: StaffPrincipal,
    ids: readonly string[],
    action: string,
    decide: Move['decide'],
    plain: AssetValues,
  ) {
    const { store, now } = this.deps;
    return store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, plain.locationId);
      const found = new Map((await repos.own.assets.findMany(principal.organisationId, ids)).map((asset) => [asset.id, asset]));
      const updated: string[] = [];
      const refused: { id: string; reason: string }[] = [];
      for (const id of new Set(ids)) {
        const asset = found.get(id);
        const decision = asset ? decide(asset) : ({ ok: false, reason: 'No such asset.' } as const);
        if (!asset || !decision.ok) {
          refused.push({ id, reason: decision.ok ? 'No such asset.' : decision.reason });
          continue;
        }
        const values = { ...plain, ...stateOf(decision.value) };
        await repos.own.assets.update(principal.organisationId, id, asset.version, values, now());
        await repos.audit.append(manageAudit(principal, { action, entityType: 'asset', entityId: id, ...changes<AssetValues>(asset, values) }));
        await repos.lifeEvents.add(assetChangeEvents(principal, asset, values, now()));
        updated.push(id);
      }
      return { updated, refused };
    });
  }

  private async move(principal: StaffPrincipal, id: string, move: Move) {
    const { store, now } = this.deps;
    const before = await assetOrNotFound(store.repos, principal.organisationId, id);
    if (before.version !== move.version) throw staleVersion();
    const values: AssetValues = { ...move.extra, ...stateOf(decided(move.decide(before))) };
    const diff = changes<AssetValues>(before, values);
    await store.transaction(async (repos) => {
      await checkPlace(this.deps.places, repos, principal.organisationId, move.extra?.locationId);
      if ((await repos.own.assets.update(principal.organisationId, id, move.version, values, now())) === undefined) throw staleVersion();
      const after = { ...diff.after, ...(move.note && { note: move.note }) };
      await repos.audit.append(manageAudit(principal, { action: move.action, entityType: 'asset', entityId: id, before: diff.before, after }));
      await repos.lifeEvents.add(assetChangeEvents(principal, before, values, now()));
    });
    return this.assets.get(principal, id);
  }

  /** Only someone of the organisation who has not left can be handed a device. */
}
