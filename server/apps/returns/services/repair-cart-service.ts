import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RepairCartItem, UpdateRepairCartItemRequest } from '../../../../contract/apps/returns/repair-schemas';
import type { UploadedFile } from '../../../../contract/descriptor';
import { estimateFor } from '../../../../src/apps/returns/domain/repair-estimate';
import { initialApproval } from '../../../../src/apps/returns/domain/repair-state';
import { REPAIR_SLUG } from '../../../../src/apps/returns/domain/repair-terms';
import { approversOf, needsApproval } from '../../../../src/domain/approvals/approval-threshold';
import { auditBy, notFound, ruleRefused, staleVersion, violatedConstraint, type PostalAddress, type StaffPrincipal } from '../../../kernel';
import type { RepairRow } from '../repositories/repair-repository';
import type { ReturnsRepositories } from '../repositories/repositories';
import { repairDeskOf, repairEvent, repairTargetsOf } from './repair-support';
import { RepairViews } from './repair-view';
import type { ReturnsDeps } from './service-deps';

type UpdateItem = z.output<typeof UpdateRepairCartItemRequest>;

/**
 * The person's side of Repair: the devices they hold, the repair cart where they describe each fault and see its
 * estimate, and the submission, which places one corporate order in Manage Orders and opens a repair per device.
 */
export class RepairCartService {
  private readonly views: RepairViews;

  constructor(private readonly deps: ReturnsDeps) {
    this.views = new RepairViews(deps);
  }

  private get repos() {
    return this.deps.store.repos;
  }

  /** The devices the person holds now, as the fleet (Manage) knows them. */
  private held(repos: ReturnsRepositories, principal: StaffPrincipal, assetIds?: readonly string[]) {
    return this.deps.assetLifecycle.devices(repos, principal.organisationId, { holderIds: [principal.userId], ...(assetIds && { assetIds }), limit: 200 });
  }

  async devices(principal: StaffPrincipal) {
    const devices = await this.held(this.repos, principal);
    const open = await this.repos.own.repairs.openAssets(principal.organisationId, devices.map((device) => device.assetId));
    return {
      items: devices.map((device) => ({
        assetId: device.assetId,
        assetTag: device.assetTag,
        model: device.model,
        serial: device.serial,
        productType: device.productType,
        repairId: open.get(device.assetId)?.id ?? null,
        inCart: open.get(device.assetId)?.state === null,
      })),
    };
  }

  private async itemsOf(repos: ReturnsRepositories, organisationId: string, rows: readonly RepairRow[]): Promise<z.input<typeof RepairCartItem>[]> {
    const photos = await repos.own.repairs.photosOf(organisationId, rows.map((row) => row.id));
    const estimates = await repos.own.repairs.estimates(organisationId);
    const { approvalThresholdMinor, currency } = await this.deps.spendingRule.of(repos, organisationId);
    return rows.map((row) => {
      const estimateMinor = estimateFor(estimates, row.model, row.faultCategory);
      return {
        id: row.id,
        assetId: row.assetId,
        assetTag: row.assetTag,
        model: row.model,
        serial: row.serial,
        faultCategory: row.faultCategory,
        description: row.description,
        photos: photos.filter((photo) => photo.repairId === row.id).map((photo) => this.views.photoOf(photo)),
        estimateMinor,
        currency,
        needsApproval: estimateMinor !== null && needsApproval(estimateMinor, approvalThresholdMinor),
        version: row.version,
      };
    });
  }

  async cart(principal: StaffPrincipal) {
    const { organisationId, userId } = principal;
    const rule = await this.deps.spendingRule.of(this.repos, organisationId);
    const rows = await this.repos.own.repairs.cartOf(organisationId, userId);
    return { items: await this.itemsOf(this.repos, organisationId, rows), currency: rule.currency, approvalThresholdMinor: rule.approvalThresholdMinor };
  }

  private async cartLine(repos: ReturnsRepositories, principal: StaffPrincipal, id: string): Promise<RepairRow> {
    const row = await repos.own.repairs.byId(principal.organisationId, id);
    if (!row || row.personId !== principal.userId || row.state !== null) throw notFound('repair cart item');
    return row;
  }

  async item(principal: StaffPrincipal, id: string) {
    const row = await this.cartLine(this.repos, principal, id);
    return (await this.itemsOf(this.repos, principal.organisationId, [row]))[0]!;
  }

  async add(principal: StaffPrincipal, assetId: string) {
    const { organisationId, userId } = principal;
    const [device] = await this.held(this.repos, principal, [assetId]);
    if (!device) throw notFound('device');
    try {
      const row = await this.deps.store.transaction(async (repos) => {
        const added = await repos.own.repairs.insert({ organisationId, personId: userId, assetId, assetTag: device.assetTag, model: device.model, serial: device.serial });
        await repos.audit.append(auditBy(principal, { appSlug: REPAIR_SLUG, action: 'repair.carted', entityType: 'repair', entityId: added.id, after: { assetId, assetTag: device.assetTag } }));
        return added;
      });
      return (await this.itemsOf(this.repos, organisationId, [row]))[0]!;
    } catch (error) {
      if (violatedConstraint(error, '23505') === 'returns_repairs_open_asset_unique') {
        throw ruleRefused('The device is in a repair or the repair cart already.', 'already-in-repair');
      }
      throw error;
    }
  }

  async update(principal: StaffPrincipal, id: string, body: UpdateItem) {
    const { organisationId, userId } = principal;
    const row = await this.deps.store.transaction(async (repos) => {
      const before = await this.cartLine(repos, principal, id);
      const photos = await repos.own.repairs.photosByIds(organisationId, userId, body.photoIds);
      const usable = photos.filter((photo) => photo.repairId === null || photo.repairId === id);
      if (usable.length !== new Set(body.photoIds).size) throw ruleRefused('A photo is unknown or belongs to another device.', 'unknown-photo');
      const values = { faultCategory: body.faultCategory, description: body.description };
      const updated = await repos.own.repairs.update(organisationId, id, body.version, values, this.deps.now());
      if (!updated) throw staleVersion();
      await repos.own.repairs.setPhotos(organisationId, id, body.photoIds);
      await repos.audit.append(
        auditBy(principal, { appSlug: REPAIR_SLUG, action: 'repair.described', entityType: 'repair', entityId: id, before: { faultCategory: before.faultCategory }, after: { ...values, photos: body.photoIds.length } }),
      );
      return updated;
    });
    return (await this.itemsOf(this.repos, organisationId, [row]))[0]!;
  }

  async remove(principal: StaffPrincipal, id: string): Promise<void> {
    await this.deps.store.transaction(async (repos) => {
      await this.cartLine(repos, principal, id);
      await repos.own.repairs.removeFromCart(principal.organisationId, id);
      await repos.audit.append(auditBy(principal, { appSlug: REPAIR_SLUG, action: 'repair.uncarted', entityType: 'repair', entityId: id }));
    });
  }

  /** Keeps a photo until a cart line names it; only its uploader may. */
  async upload(principal: StaffPrincipal, filename: string, file: UploadedFile) {
    const { organisationId, userId } = principal;
    const key = `returns/repairs/${randomUUID()}`;
    await this.deps.files.put(organisationId, key, file.bytes, file.contentType);
    const row = await this.deps.store.transaction(async (repos) => {
      const photo = await repos.own.repairs.addPhoto({ organisationId, key, filename, contentType: file.contentType, size: file.bytes.byteLength, uploadedBy: userId });
      await repos.audit.append(auditBy(principal, { appSlug: REPAIR_SLUG, action: 'repair.photo-uploaded', entityType: 'repair-photo', entityId: photo.id, after: { filename, size: file.bytes.byteLength } }));
      return photo;
    });
    return this.views.photoOf(row);
  }

  /**
   * Sends the cart to repair: every line needs its fault described and its device still in the person's hands. One
   * corporate order is placed for them all (its number is what the thank-you page names); each device's estimate is
   * priced from the table as it is now and, above the threshold, waits for an approver (the checkout's rule).
   */
  async submit(principal: StaffPrincipal, returnAddress: PostalAddress | null) {
    const { organisationId, userId } = principal;
    const now = this.deps.now();
    const placed = await this.deps.store.transaction(async (repos) => {
      const lines = await repos.own.repairs.cartOf(organisationId, userId);
      if (lines.length === 0) throw ruleRefused('The repair cart is empty.', 'cart-empty');
      const undescribed = lines.find((line) => line.faultCategory === null || !line.description.trim());
      if (undescribed) throw ruleRefused('Describe the fault of every device first.', 'fault-missing', { assetTag: undescribed.assetTag });
      const held = new Set((await this.held(repos, principal, lines.map((line) => line.assetId))).map((device) => device.assetId));
      const gone = lines.find((line) => !held.has(line.assetId));
      if (gone) throw ruleRefused('A device in the cart is no longer yours; remove it.', 'not-held', { assetTag: gone.assetTag });
      const rule = await this.deps.spendingRule.of(repos, organisationId);
      const estimates = await repos.own.repairs.estimates(organisationId);
      const approvers = approversOf((await repos.users.admins(organisationId)).map((admin) => admin.id), userId);
      const priced = lines.map((line) => ({ line, estimate: estimateFor(estimates, line.model, line.faultCategory) }));
      const order = await this.deps.returnOrders.place(repos, organisationId, {
        kind: 'corporate',
        personId: userId,
        lines: priced.map(({ line, estimate }) => ({ assetId: line.assetId, description: `${line.model} · ${line.assetTag}`, amount: estimate ?? 0 })),
        appSlug: REPAIR_SLUG,
        actorId: userId,
        at: now,
      });
      const repairs: RepairRow[] = [];
      // With an address, each device gets a label to the repair desk (Shipping Label's one shipment model).
      const desk = returnAddress ? await repairDeskOf(this.deps.places, repos, organisationId) : null;
      for (const { line, estimate } of priced) {
        const approval = initialApproval(estimate !== null && needsApproval(estimate, rule.approvalThresholdMinor));
        const values = {
          state: 'submitted' as const,
          estimateMinor: estimate,
          currency: rule.currency,
          approval,
          approverIds: approval === 'pending' ? approvers : [],
          orderId: order.orderId,
          orderNumber: order.number,
          returnAddress,
          submittedAt: now,
        };
        const repair = await repos.own.repairs.update(organisationId, line.id, line.version, values, now);
        if (!repair) throw staleVersion();
        await repos.own.repairs.addStep({ organisationId, repairId: repair.id, state: 'submitted', at: now, actorId: userId });
        await repos.lifeEvents.add([repairEvent(repair, 'repair-requested', now, userId)]);
        if (returnAddress && desk) {
          await this.deps.shipments.open(repos, organisationId, {
            purpose: { kind: 'repair', reference: repair.id },
            from: { kind: 'person', personId: userId, address: returnAddress },
            to: { kind: 'place', placeId: desk },
            assetIds: [repair.assetId],
            actorId: userId,
            appSlug: REPAIR_SLUG,
            at: now,
          });
        }
        await repos.audit.append(auditBy(principal, { appSlug: REPAIR_SLUG, action: 'repair.submitted', entityType: 'repair', entityId: repair.id, after: { ...values, submittedAt: now.toISOString() } }));
        repairs.push(repair);
      }
      return { order, repairs };
    });
    const context = await this.views.context(this.repos, organisationId, placed.repairs, {
      targets: await repairTargetsOf(this.repos, organisationId),
      calendar: await this.deps.businessCalendars.organisationCalendar(this.repos, organisationId),
      now,
      admin: null,
    });
    return { orderId: placed.order.orderId, orderNumber: placed.order.number, repairs: placed.repairs.map((row) => this.views.repairOf(row, context)) };
  }
}
