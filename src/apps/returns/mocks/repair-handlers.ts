import type { HttpHandler } from 'msw';
import { repairRoutes as r } from '../../../../contract/apps/returns/repair-routes';
import { isAdminRole } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import { duplicateEstimate } from '../domain/repair-estimate';
import { repairOrderStatus } from '../domain/repair-order-status';
import { repairTargetsProblem, type RepairSlaTargets } from '../domain/repair-sla';
import { ENDED_REPAIR_STATES, initialApproval, moveRepair } from '../domain/repair-state';
import { REPAIR_SLUG } from '../domain/repair-terms';
import { approversOf, needsApproval } from '../../../domain/approvals/approval-threshold';
import { estimateFor } from '../domain/repair-estimate';
import { manageDataOf, nowIso } from '../../manage/mocks/mock-state';
import { ordersDataOf } from '../../commerce/mocks/orders-mock-state';
import { decided, refused, stale } from '../../commerce/mocks/mock-refusals';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { MOCK_SPENDING, mockRepairShipment, repairDataOf, type MockRepair } from './repair-mock-state';

const forbidden = () => new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');

/** Repair in memory, like the server's: the cart, photos, the submission as one corporate order, an admin's moves. */
export function repairHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const repairs = () => repairDataOf(state);
  const fleet = () => manageDataOf(state);
  const held = (caller: StaffCaller) => fleet().assets.filter((asset) => asset.organisationId === caller.user.organisationId && asset.assigneeId === caller.user.id && !asset.archived);
  const ofOrganisation = (caller: StaffCaller) => repairs().repairs.filter((repair) => repair.organisationId === caller.user.organisationId);
  const open = (repair: MockRepair) => repair.state === null || !ENDED_REPAIR_STATES.includes(repair.state);
  const cartLine = (caller: StaffCaller, id: string) => {
    const line = ofOrganisation(caller).find((repair) => repair.id === id && repair.personId === caller.user.id && repair.state === null);
    if (!line) throw mockNotFound('repair cart item');
    return line;
  };
  const submitted = (caller: StaffCaller, id: string) => {
    const repair = ofOrganisation(caller).find((each) => each.id === id && each.state !== null);
    if (!repair) throw mockNotFound('repair');
    return repair;
  };
  const reader = (caller: StaffCaller) => (isAdminRole(caller.user.role) ? caller.user : null);
  const cartOf = (caller: StaffCaller) => ofOrganisation(caller).filter((repair) => repair.personId === caller.user.id && repair.state === null);
  const orderOf = (caller: StaffCaller, orderId: string) => ofOrganisation(caller).filter((repair) => repair.orderId === orderId);
  const step = (repair: MockRepair) => {
    const at = nowIso();
    repair.steps.push({ state: repair.state!, at });
  };
  return [
    route(r.listRepairDevices, ({ caller }) => ({
      items: held(caller).map((asset) => {
        const repair = ofOrganisation(caller).find((each) => each.assetId === asset.id && open(each));
        return { assetId: asset.id, assetTag: asset.assetTag, model: asset.model, serial: asset.serial, productType: asset.productType, repairId: repair?.id ?? null, inCart: repair?.state === null };
      }),
    })),
    route(r.getRepairCart, ({ caller }) => ({ items: cartOf(caller).map((line) => repairs().cartItemOf(line, baseUrl)), ...MOCK_SPENDING })),
    route(r.addToRepairCart, ({ caller, body }) => {
      const asset = held(caller).find((each) => each.id === body.assetId);
      if (!asset) throw mockNotFound('device');
      if (ofOrganisation(caller).some((each) => each.assetId === asset.id && open(each))) throw refused('already-in-repair', 'The device is in a repair or the repair cart already.');
      const line: MockRepair = {
        id: newId(),
        organisationId: caller.user.organisationId,
        personId: caller.user.id,
        assetId: asset.id,
        assetTag: asset.assetTag,
        model: asset.model,
        serial: asset.serial,
        state: null,
        faultCategory: null,
        description: '',
        photoIds: [],
        estimateMinor: null,
        approval: 'none',
        approverIds: [],
        orderId: null,
        orderNumber: null,
        fulfilment: null,
        loanerAssetId: null,
        returnAddress: null,
        shipments: [],
        submittedAt: null,
        createdAt: nowIso(),
        steps: [],
        version: 1,
      };
      repairs().repairs.push(line);
      return repairs().cartItemOf(line, baseUrl);
    }),
    route(r.getRepairCartItem, ({ caller, params }) => repairs().cartItemOf(cartLine(caller, params.id), baseUrl)),
    route(r.updateRepairCartItem, ({ caller, params, body }) => {
      const line = cartLine(caller, params.id);
      const mine = repairs().photos.filter((photo) => photo.uploadedBy === caller.user.id && body.photoIds.includes(photo.id));
      const elsewhere = (id: string) => repairs().repairs.some((repair) => repair.id !== line.id && repair.photoIds.includes(id));
      if (mine.length !== new Set(body.photoIds).size || body.photoIds.some(elsewhere)) throw refused('unknown-photo', 'A photo is unknown or belongs to another device.');
      if (line.version !== body.version) throw stale();
      Object.assign(line, { faultCategory: body.faultCategory, description: body.description, photoIds: [...new Set(body.photoIds)], version: line.version + 1 });
      return repairs().cartItemOf(line, baseUrl);
    }),
    route(r.removeFromRepairCart, ({ caller, params }) => {
      const line = cartLine(caller, params.id);
      repairs().repairs.splice(repairs().repairs.indexOf(line), 1);
    }),
    route(r.uploadRepairPhoto, ({ caller, query, body }) => {
      const photo = { id: newId(), organisationId: caller.user.organisationId, uploadedBy: caller.user.id, filename: query.filename, contentType: body.contentType, size: body.bytes.length };
      repairs().photos.push(photo);
      return repairs().photoOf(photo, baseUrl);
    }),
    route(r.submitRepairCart, ({ caller, body }) => {
      const lines = cartOf(caller);
      if (lines.length === 0) throw refused('cart-empty', 'The repair cart is empty.');
      const undescribed = lines.find((line) => line.faultCategory === null || !line.description.trim());
      if (undescribed) throw refused('fault-missing', 'Describe the fault of every device first.', { assetTag: undescribed.assetTag });
      const gone = lines.find((line) => !held(caller).some((asset) => asset.id === line.assetId));
      if (gone) throw refused('not-held', 'A device in the cart is no longer yours; remove it.', { assetTag: gone.assetTag });
      const table = repairs().estimatesOf(caller.user.organisationId);
      const priced = lines.map((line) => ({ line, estimate: estimateFor(table, line.model, line.faultCategory) }));
      const order = ordersDataOf(state).add({
        organisationId: caller.user.organisationId,
        personId: caller.user.id,
        kind: 'corporate',
        paymentMethod: 'company',
        deliveryAddress: { source: 'home', locationId: null, name: caller.user.name, line1: '', line2: null, postcode: '', city: '', country: '' },
        approverIds: [],
        lines: priced.map(({ line, estimate }) => ({ productId: newId(), productKind: 'product', name: `${line.model} · ${line.assetTag}`, quantity: 1, unitPriceMinor: estimate ?? 0 })),
      });
      const admins = state.users.filter((user) => user.organisationId === caller.user.organisationId && isAdminRole(user.role)).map((user) => user.id);
      const at = nowIso();
      for (const { line, estimate } of priced) {
        const approval = initialApproval(estimate !== null && needsApproval(estimate, MOCK_SPENDING.approvalThresholdMinor));
        Object.assign(line, {
          state: 'submitted',
          estimateMinor: estimate,
          approval,
          approverIds: approval === 'pending' ? approversOf(admins, caller.user.id) : [],
          orderId: order.id,
          orderNumber: order.number,
          returnAddress: body.returnAddress,
          shipments: body.returnAddress ? [mockRepairShipment('repair')] : [],
          submittedAt: at,
          steps: [{ state: 'submitted', at }],
          version: line.version + 1,
        });
      }
      return { orderId: order.id, orderNumber: order.number, repairs: lines.map((line) => repairs().repairOf(line, null, baseUrl)) };
    }),
    route(r.listMyRepairs, ({ caller }) => ({
      items: ofOrganisation(caller)
        .filter((repair) => repair.personId === caller.user.id && repair.state !== null)
        .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''))
        .map((repair) => repairs().repairOf(repair, null, baseUrl)),
    })),
    route(r.getRepairOrder, ({ caller, params }) => {
      const lines = orderOf(caller, params.id);
      const first = lines[0];
      if (!first || (!isAdminRole(caller.user.role) && first.personId !== caller.user.id)) throw mockNotFound('repair order');
      return { orderId: params.id, orderNumber: first.orderNumber!, repairs: lines.map((repair) => repairs().repairOf(repair, reader(caller), baseUrl)) };
    }),
    route(r.listAllRepairs, ({ caller, query }) => ({
      items: ofOrganisation(caller)
        .filter((repair) => repair.state !== null && (!query.orderId || repair.orderId === query.orderId) && (!query.state || repair.state === query.state))
        .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''))
        .map((repair) => repairs().repairOf(repair, reader(caller), baseUrl)),
    })),
    route(r.moveRepair, ({ caller, params, body }) => {
      const repair = submitted(caller, params.id);
      if (repair.version !== body.version) throw stale();
      if ((body.move === 'approve' || body.move === 'refuse') && !repair.approverIds.includes(caller.user.id)) throw forbidden();
      if (body.move === 'ready' && !body.fulfilment) throw refused('fulfilment-missing', 'Say whether the device is collected or shipped back.');
      if (body.move === 'ready' && body.fulfilment === 'shipped' && repair.returnAddress === null) {
        throw refused('no-return-address', 'The person gave no address to ship it back to: it is collected.');
      }
      const before = orderOf(caller, repair.orderId!).map((each) => each.state!);
      const next = decided(moveRepair({ state: repair.state!, approval: repair.approval }, body.move));
      const entered = next.state !== repair.state;
      Object.assign(repair, next, { version: repair.version + 1 }, body.move === 'ready' ? { fulfilment: body.fulfilment } : {});
      if (entered) step(repair);
      if (entered && next.state === 'ready' && body.fulfilment === 'shipped') repair.shipments.push(mockRepairShipment('repair-return'));
      const asset = fleet().assets.find((each) => each.id === repair.assetId);
      if (asset && entered && next.state === 'in-repair') Object.assign(asset, { status: 'in-repair', assigneeId: null, version: asset.version + 1 });
      if (asset && entered && next.state === 'completed') Object.assign(asset, { status: 'deployed', assigneeId: repair.personId, version: asset.version + 1 });
      const order = ordersDataOf(state).orders.find((each) => each.id === repair.orderId);
      const after = repairOrderStatus(orderOf(caller, repair.orderId!).map((each) => each.state!));
      if (order && after !== repairOrderStatus(before)) order.status = after;
      state.record(caller.user, caller.session, { action: `repair.${body.move}`, entityType: 'repair', entityId: repair.id, appSlug: REPAIR_SLUG });
      return repairs().repairOf(repair, caller.user, baseUrl);
    }),
    route(r.lendRepairLoaner, ({ caller, params, body }) => {
      const repair = submitted(caller, params.id);
      if (repair.version !== body.version) throw stale();
      if (ENDED_REPAIR_STATES.includes(repair.state!)) throw refused('ended', 'The repair has ended.');
      if (repair.loanerAssetId !== null) throw refused('loaner-lent', 'A loaner was lent for this repair already.');
      const loaner = fleet().assets.find((asset) => asset.id === body.assetId && asset.organisationId === caller.user.organisationId);
      if (!loaner) throw mockNotFound('device');
      if (loaner.status !== 'in-stock') throw refused('not-in-stock', 'Only a device in stock can be lent.');
      Object.assign(loaner, { status: 'deployed', assigneeId: repair.personId, version: loaner.version + 1 });
      Object.assign(repair, { loanerAssetId: loaner.id, version: repair.version + 1 });
      return repairs().repairOf(repair, caller.user, baseUrl);
    }),
    route(r.listLoanerCandidates, ({ caller, query }) => ({
      items: fleet()
        .fleet(caller.user.organisationId, { search: query.q, limit: 200 })
        .filter((asset) => asset.status === 'in-stock')
        .slice(0, 50)
        .map((asset) => ({ assetId: asset.id, assetTag: asset.assetTag, model: asset.model })),
    })),
    route(r.getRepairSettings, ({ caller }) => settingsOf(caller.user.organisationId)),
    route(r.saveRepairSettings, ({ caller, body }) => {
      const { organisationId } = caller.user;
      const targets = Object.fromEntries(Object.entries(body.targets).filter(([, minutes]) => minutes !== null)) as RepairSlaTargets;
      if (repairTargetsProblem(targets)) throw refused('invalid-target', 'SLA targets are for the working states, in whole minutes.');
      const duplicate = duplicateEstimate(body.estimates);
      if (duplicate) throw refused('duplicate-estimate', 'A model has two estimates for one fault.', { model: duplicate.model, faultCategory: duplicate.faultCategory });
      const version = repairs().targets.get(organisationId)?.version ?? 0;
      if (version !== body.version) throw stale();
      repairs().targets.set(organisationId, { targets, version: version + 1 });
      repairs().estimates.set(organisationId, body.estimates.map((rule) => ({ ...rule })));
      return settingsOf(organisationId);
    }),
  ];

  function settingsOf(organisationId: string) {
    const estimates = [...repairs().estimatesOf(organisationId)].sort((a, b) => a.model.localeCompare(b.model) || a.faultCategory.localeCompare(b.faultCategory));
    return {
      targets: repairs().targetsOf(organisationId),
      estimates,
      currency: MOCK_SPENDING.currency,
      version: repairs().targets.get(organisationId)?.version ?? 0,
    };
  }
}
