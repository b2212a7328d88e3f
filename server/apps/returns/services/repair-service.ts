import type { z } from 'zod';
import type { LendLoanerRequest, MoveRepairRequest, RepairListQuery, SaveRepairSettingsRequest } from '../../../../contract/apps/returns/repair-schemas';
import { isAdminRole } from '../../../../contract/common';
import { duplicateEstimate } from '../../../../src/apps/returns/domain/repair-estimate';
import { repairOrderPath as orderStatusPath, repairOrderStatus } from '../../../../src/apps/returns/domain/repair-order-status';
import { repairTargetsProblem, type RepairSlaTargets } from '../../../../src/apps/returns/domain/repair-sla';
import { ENDED_REPAIR_STATES, moveRepair, type RepairState } from '../../../../src/apps/returns/domain/repair-state';
import { REPAIR_SLUG } from '../../../../src/apps/returns/domain/repair-terms';
import type { LifeEventKind } from '../../../../src/domain/life-story';
import { auditBy, decided, forbidden, notFound, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { RepairRow } from '../repositories/repair-repository';
import type { ReturnsRepositories } from '../repositories/repositories';
import { repairDeskOf, repairEvent, repairTargetsOf } from './repair-support';
import { RepairViews } from './repair-view';
import type { ReturnsDeps } from './service-deps';

/** The step of the device's life story each state begins. */
const STORY: Readonly<Record<RepairState, LifeEventKind>> = {
  submitted: 'repair-requested',
  'awaiting-parts': 'repair-awaiting-parts',
  'parts-allocated': 'repair-parts-allocated',
  'in-repair': 'repair-started',
  ready: 'repair-ready',
  completed: 'repair-ended',
  declined: 'repair-declined',
};

/**
 * Repairs once submitted: the person follows theirs, an admin moves them through GSX's states (approving the
 * estimates above the threshold first), lends a loaner, and sets the SLA targets and the estimate table. Each move is
 * a step of the SLA clocks, of the device's life story and of the corporate order in Manage Orders.
 */
export class RepairService {
  private readonly views: RepairViews;

  constructor(private readonly deps: ReturnsDeps) {
    this.views = new RepairViews(deps);
  }

  private get repos() {
    return this.deps.store.repos;
  }

  private async answer(repos: ReturnsRepositories, principal: StaffPrincipal, rows: readonly RepairRow[]) {
    const { organisationId } = principal;
    const context = await this.views.context(repos, organisationId, rows, {
      targets: await repairTargetsOf(repos, organisationId),
      calendar: await this.deps.businessCalendars.organisationCalendar(repos, organisationId),
      now: this.deps.now(),
      admin: isAdminRole(principal.role) ? principal : null,
    });
    return rows.map((row) => this.views.repairOf(row, context));
  }

  async mine(principal: StaffPrincipal) {
    const rows = await this.repos.own.repairs.submitted(principal.organisationId, { personId: principal.userId });
    return { items: await this.answer(this.repos, { ...principal, role: 'employee' }, rows) };
  }

  /** A submission's repairs under its order number: the sender's, or any for an admin, who may move them from there. */
  async order(principal: StaffPrincipal, orderId: string) {
    const rows = await this.repos.own.repairs.submitted(principal.organisationId, { orderId });
    const first = rows[0];
    if (!first || (!isAdminRole(principal.role) && first.personId !== principal.userId)) throw notFound('repair order');
    return { orderId, orderNumber: first.orderNumber!, repairs: await this.answer(this.repos, principal, rows) };
  }

  async all(principal: StaffPrincipal, query: z.output<typeof RepairListQuery>) {
    const rows = await this.repos.own.repairs.submitted(principal.organisationId, { ...(query.orderId && { orderId: query.orderId }), ...(query.state && { states: [query.state] }) });
    return { items: await this.answer(this.repos, principal, rows) };
  }

  private async submittedRepair(repos: ReturnsRepositories, principal: StaffPrincipal, id: string): Promise<RepairRow> {
    const row = await repos.own.repairs.byId(principal.organisationId, id);
    if (!row || row.state === null) throw notFound('repair');
    return row;
  }

  async move(principal: StaffPrincipal, id: string, body: z.output<typeof MoveRepairRequest>) {
    const { organisationId, userId } = principal;
    const now = this.deps.now();
    const row = await this.deps.store.transaction(async (repos) => {
      const before = await this.submittedRepair(repos, principal, id);
      if (before.version !== body.version) throw staleVersion();
      if ((body.move === 'approve' || body.move === 'refuse') && !before.approverIds.includes(userId)) {
        throw forbidden('Only the approvers of this estimate decide on it.');
      }
      if (body.move === 'ready' && !body.fulfilment) throw ruleRefused('Say whether the device is collected or shipped back.', 'fulfilment-missing');
      if (body.move === 'ready' && body.fulfilment === 'shipped' && before.returnAddress === null) {
        throw ruleRefused('The person gave no address to ship it back to: it is collected.', 'no-return-address');
      }
      const next = decided(moveRepair({ state: before.state!, approval: before.approval }, body.move));
      const orderBefore = await this.orderStates(repos, organisationId, before);
      const values = { ...next, ...(body.move === 'ready' && { fulfilment: body.fulfilment }) };
      const after = await repos.own.repairs.update(organisationId, id, before.version, values, now);
      if (!after) throw staleVersion();
      const entered = next.state !== before.state;
      if (entered) await repos.own.repairs.addStep({ organisationId, repairId: id, state: next.state, at: now, actorId: userId });
      await this.deviceFollows(repos, principal, after, next.state, entered, now);
      const kind = body.move === 'approve' ? 'repair-approved' : entered ? STORY[next.state] : null;
      if (kind) await repos.lifeEvents.add([repairEvent(after, kind, now, userId, body.fulfilment ? { device: after.assetTag } : {})]);
      await repos.audit.append(
        auditBy(principal, { appSlug: REPAIR_SLUG, action: `repair.${body.move}`, entityType: 'repair', entityId: id, before: { state: before.state, approval: before.approval }, after: values }),
      );
      await this.orderFollows(repos, organisationId, after, orderBefore, now);
      if (entered && next.state === 'ready' && body.fulfilment === 'shipped') await this.shipBack(repos, principal, after, now);
      return after;
    });
    return (await this.answer(this.repos, principal, [row]))[0]!;
  }

  /** Ready and shipped back: a parcel from the repair desk to the address the person gave, in Shipping Label. */
  private async shipBack(repos: ReturnsRepositories, principal: StaffPrincipal, row: RepairRow, at: Date) {
    const desk = await repairDeskOf(this.deps.places, repos, principal.organisationId);
    if (!desk) throw ruleRefused('No site of Locations has a complete address to ship from.', 'no-repair-desk');
    await this.deps.shipments.open(repos, principal.organisationId, {
      purpose: { kind: 'repair-return', reference: row.id },
      from: { kind: 'place', placeId: desk },
      to: { kind: 'person', personId: row.personId, address: row.returnAddress! },
      assetIds: [row.assetId],
      actorId: principal.userId,
      appSlug: REPAIR_SLUG,
      at,
    });
  }

  /** The device is in repair in the fleet from the moment the repairer opens it, and back with its holder once completed. */
  private async deviceFollows(repos: ReturnsRepositories, principal: StaffPrincipal, row: RepairRow, state: RepairState, entered: boolean, at: Date) {
    if (!entered) return;
    const change = { actorId: principal.userId, appSlug: REPAIR_SLUG, at };
    if (state === 'in-repair') await this.deps.assetLifecycle.markInRepair(repos, principal.organisationId, row.assetId, change);
    if (state === 'completed') await this.deps.assetLifecycle.markRepaired(repos, principal.organisationId, row.assetId, { ...change, holderId: row.personId });
  }

  private async orderStates(repos: ReturnsRepositories, organisationId: string, row: RepairRow): Promise<RepairState[]> {
    if (row.orderId === null) return [];
    return (await repos.own.repairs.submitted(organisationId, { orderId: row.orderId })).map((each) => each.state!);
  }

  /** The corporate order in Manage Orders moves as its devices' repairs do, one status at a time. */
  private async orderFollows(repos: ReturnsRepositories, organisationId: string, row: RepairRow, before: readonly RepairState[], at: Date) {
    if (row.orderId === null || before.length === 0) return;
    const after = await this.orderStates(repos, organisationId, row);
    for (const status of orderStatusPath(repairOrderStatus(before), repairOrderStatus(after))) {
      await this.deps.returnOrders.setStatus(repos, organisationId, row.orderId, status, at);
    }
  }

  /** Lends a device in stock to the person while theirs is away: checked out to them through the fleet. */
  async lend(principal: StaffPrincipal, id: string, body: z.output<typeof LendLoanerRequest>) {
    const { organisationId, userId } = principal;
    const now = this.deps.now();
    const row = await this.deps.store.transaction(async (repos) => {
      const before = await this.submittedRepair(repos, principal, id);
      if (before.version !== body.version) throw staleVersion();
      if (ENDED_REPAIR_STATES.includes(before.state!)) throw ruleRefused('The repair has ended.', 'ended');
      if (before.loanerAssetId !== null) throw ruleRefused('A loaner was lent for this repair already.', 'loaner-lent');
      const [loaner] = await this.deps.assetLifecycle.devices(repos, organisationId, { assetIds: [body.assetId], limit: 1 });
      if (!loaner) throw notFound('device');
      if (loaner.status !== 'in-stock') throw ruleRefused('Only a device in stock can be lent.', 'not-in-stock');
      await this.deps.assetLifecycle.lend(repos, organisationId, loaner.assetId, { holderId: before.personId, actorId: userId, appSlug: REPAIR_SLUG, at: now });
      const after = await repos.own.repairs.update(organisationId, id, before.version, { loanerAssetId: loaner.assetId }, now);
      if (!after) throw staleVersion();
      await repos.lifeEvents.add([{ ...repairEvent(after, 'loaner-lent', now, userId, { device: after.assetTag }), assetId: loaner.assetId }]);
      await repos.audit.append(auditBy(principal, { appSlug: REPAIR_SLUG, action: 'repair.loaner-lent', entityType: 'repair', entityId: id, after: { loanerAssetId: loaner.assetId, loanerTag: loaner.assetTag } }));
      return after;
    });
    return (await this.answer(this.repos, principal, [row]))[0]!;
  }

  async loaners(principal: StaffPrincipal, q: string | undefined) {
    const devices = await this.deps.assetLifecycle.devices(this.repos, principal.organisationId, { ...(q && { search: q }), limit: 200 });
    return { items: devices.filter((device) => device.status === 'in-stock').slice(0, 50).map(({ assetId, assetTag, model }) => ({ assetId, assetTag, model })) };
  }

  async settings(principal: StaffPrincipal) {
    const { organisationId } = principal;
    const { version } = await this.repos.own.repairs.settings(organisationId);
    const targets = await repairTargetsOf(this.repos, organisationId);
    const estimates = await this.repos.own.repairs.estimates(organisationId);
    const { currency } = await this.deps.spendingRule.of(this.repos, organisationId);
    return {
      targets: Object.fromEntries(Object.entries(targets).map(([state, minutes]) => [state, minutes ?? null])),
      estimates: estimates.map(({ model, faultCategory, amountMinor }) => ({ model, faultCategory, amountMinor })),
      currency,
      version,
    };
  }

  async saveSettings(principal: StaffPrincipal, body: z.output<typeof SaveRepairSettingsRequest>) {
    const { organisationId } = principal;
    const targets = Object.fromEntries(Object.entries(body.targets).filter(([, minutes]) => minutes !== null)) as RepairSlaTargets;
    if (repairTargetsProblem(targets)) throw ruleRefused('SLA targets are for the working states, in whole minutes.', 'invalid-target');
    const duplicate = duplicateEstimate(body.estimates);
    if (duplicate) throw ruleRefused('A model has two estimates for one fault.', 'duplicate-estimate', { model: duplicate.model, faultCategory: duplicate.faultCategory });
    await this.deps.store.transaction(async (repos) => {
      if (!(await repos.own.repairs.saveSettings(organisationId, body.version, targets, this.deps.now()))) throw staleVersion();
      await repos.own.repairs.replaceEstimates(organisationId, body.estimates);
      await repos.audit.append(auditBy(principal, { appSlug: REPAIR_SLUG, action: 'repair.settings-saved', entityType: 'repair-settings', entityId: organisationId, after: { targets, estimates: body.estimates.length } }));
    });
    return this.settings(principal);
  }
}
