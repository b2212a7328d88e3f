import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import {
  addToRepairCart,
  getRepairCart,
  getRepairCartItem,
  getRepairOrder,
  getRepairSettings,
  lendRepairLoaner,
  listAllRepairs,
  listLoanerCandidates,
  listMyRepairs,
  listRepairDevices,
  moveRepair,
  removeFromRepairCart,
  saveRepairSettings,
  submitRepairCart,
  updateRepairCartItem,
  uploadRepairPhoto,
} from '../repair-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const HOME = { name: 'Eve Employee', line1: 'Gartenweg 3', city: 'Berlin', postcode: '10115', country: 'DE' };
const PNG = { contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) };

/** Repair: the employee's cart and submission, an admin's settings, moves and loaner, on both backends. */
describe.each([realServer(), mockServer()])('Repair on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend, MOCK_DEMO.employee.email);

  /** Prices the first device's screen above the approval threshold, as an admin. */
  async function priceAbove(model: string, admin: string) {
    const settings = await ok(getRepairSettings, { token: admin });
    expect(settings.targets.submitted).toBeGreaterThan(0);
    const saved = await ok(saveRepairSettings, {
      token: admin,
      body: { targets: settings.targets, estimates: [{ model, faultCategory: 'screen', amountMinor: 90_000 }], version: settings.version },
    });
    expect(saved.estimates).toEqual([{ model, faultCategory: 'screen', amountMinor: 90_000 }]);
    await problem(saveRepairSettings, { token: admin, body: { targets: {}, estimates: [], version: settings.version } }, 412, ProblemTypes.staleVersion);
  }

  it('fills the cart, describes each fault with photos, refuses an undescribed one, and submits one order', async () => {
    const admin = await tokenOf(MOCK_DEMO.admin.email);
    const devices = (await ok(listRepairDevices)).items;
    expect(devices.length).toBeGreaterThanOrEqual(2);
    const [first, second] = devices as [(typeof devices)[number], (typeof devices)[number]];
    await priceAbove(first.model, admin);

    const line = await ok(addToRepairCart, { body: { assetId: first.assetId } });
    expect(line).toMatchObject({ assetId: first.assetId, faultCategory: null, estimateMinor: null, photos: [] });
    expect((await problem(addToRepairCart, { body: { assetId: first.assetId } }, 409)).code).toBe('already-in-repair');
    const photo = await ok(uploadRepairPhoto, { query: { filename: 'crack.png' }, upload: PNG });
    expect(photo).toMatchObject({ filename: 'crack.png', contentType: 'image/png' });
    const described = await ok(updateRepairCartItem, {
      params: { id: line.id },
      body: { faultCategory: 'screen', description: 'Cracked in the corner.', photoIds: [photo.id], version: line.version },
    });
    expect(described).toMatchObject({ estimateMinor: 90_000, needsApproval: true, photos: [expect.objectContaining({ id: photo.id })] });
    await problem(updateRepairCartItem, { params: { id: line.id }, body: { faultCategory: 'battery', description: 'x', version: line.version } }, 412, ProblemTypes.staleVersion);
    expect((await ok(getRepairCartItem, { params: { id: line.id } })).version).toBe(described.version);

    const other = await ok(addToRepairCart, { body: { assetId: second.assetId } });
    expect((await ok(getRepairCart)).items.map((item) => item.id)).toEqual([line.id, other.id]);
    expect((await problem(submitRepairCart, { body: {} }, 409))).toMatchObject({ code: 'fault-missing', params: { assetTag: second.assetTag } });
    await ok(removeFromRepairCart, { params: { id: other.id } });
    await problem(getRepairCartItem, { params: { id: other.id } }, 404);

    const order = await ok(submitRepairCart, { body: { returnAddress: HOME } });
    expect(order.orderNumber).toBeGreaterThan(0);
    expect(order.repairs).toEqual([expect.objectContaining({ assetId: first.assetId, state: 'submitted', approval: 'pending', estimateMinor: 90_000, orderId: order.orderId, moves: [] })]);
    expect(order.repairs[0]!.clocks).toEqual([expect.objectContaining({ state: 'submitted' })]);
    expect(order.repairs[0]!.hasReturnAddress).toBe(true);
    expect((await ok(getRepairCart)).items).toEqual([]);
    expect((await ok(listMyRepairs)).items.map((repair) => repair.id)).toEqual([order.repairs[0]!.id]);
    expect((await ok(getRepairOrder, { params: { id: order.orderId } })).orderNumber).toBe(order.orderNumber);
    expect((await ok(listRepairDevices)).items.find((device) => device.assetId === first.assetId)).toMatchObject({ repairId: order.repairs[0]!.id, inCart: false });
  });

  it('lets an admin approve, move and lend a loaner; keeps the admin routes from the employee', async () => {
    const admin = await tokenOf(MOCK_DEMO.admin.email);
    const [first] = (await ok(listRepairDevices)).items;
    await priceAbove(first!.model, admin);
    const line = await ok(addToRepairCart, { body: { assetId: first!.assetId } });
    await ok(updateRepairCartItem, { params: { id: line.id }, body: { faultCategory: 'screen', description: 'Dark.', version: line.version } });
    const order = await ok(submitRepairCart, { body: {} });

    await problem(listAllRepairs, {}, 403, ProblemTypes.forbidden);
    await problem(moveRepair, { params: { id: order.repairs[0]!.id }, body: { move: 'start', version: 1 } }, 403);
    const [pending] = (await ok(listAllRepairs, { token: admin, query: { orderId: order.orderId } })).items;
    expect(pending!.moves).toEqual(['approve', 'refuse', 'decline']);
    expect((await problem(moveRepair, { token: admin, params: { id: pending!.id }, body: { move: 'start', version: pending!.version } }, 409)).code).toBe('awaiting-approval');
    const approved = await ok(moveRepair, { token: admin, params: { id: pending!.id }, body: { move: 'approve', version: pending!.version } });
    const started = await ok(moveRepair, { token: admin, params: { id: pending!.id }, body: { move: 'start', version: approved.version } });
    expect(started).toMatchObject({ state: 'in-repair', approval: 'accepted', moves: ['ready'] });
    expect(started.clocks.map((clock) => clock.state)).toEqual(['submitted', 'in-repair']);
    await problem(moveRepair, { token: admin, params: { id: pending!.id }, body: { move: 'start', version: approved.version } }, 412, ProblemTypes.staleVersion);

    const [loaner] = (await ok(listLoanerCandidates, { token: admin })).items;
    const lent = await ok(lendRepairLoaner, { token: admin, params: { id: pending!.id }, body: { assetId: loaner!.assetId, version: started.version } });
    expect(lent.loanerAssetId).toBe(loaner!.assetId);
    expect((await ok(getRepairOrder, { token: admin, params: { id: order.orderId } })).repairs[0]).toMatchObject({ state: 'in-repair', loanerAssetId: loaner!.assetId });
  });
});
