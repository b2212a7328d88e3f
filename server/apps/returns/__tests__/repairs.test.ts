import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { providedPorts } from '../../../apps';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Device {
  assetId: string;
  assetTag: string;
  model: string;
  repairId: string | null;
  inCart: boolean;
}
interface CartItem {
  id: string;
  assetId: string;
  estimateMinor: number | null;
  needsApproval: boolean;
  version: number;
}
interface Clock {
  state: string;
  enteredAt: string;
  dueAt: string | null;
  doneAt: string | null;
  clock: string;
}
interface Repair {
  id: string;
  shipments: { kind: string; state: string }[];
  hasReturnAddress: boolean;
  assetId: string;
  state: string;
  approval: string;
  estimateMinor: number | null;
  orderId: string;
  orderNumber: number;
  clocks: Clock[];
  moves: string[];
  version: number;
}

const fleet = () => providedPorts().assetLifecycle;
const organisationOf = async () => (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
const deviceOf = async (assetId: string) => (await fleet().devices(server.store.repos, await organisationOf(), { assetIds: [assetId], limit: 1 }))[0]!;

/** Picks the employee's first devices of the models the demo's estimate table prices, a MacBook Pro among them. */
async function heldDevices(eve: ApiClient): Promise<Device[]> {
  const answer = await eve.call<{ items: Device[] }>('GET', '/repair/devices');
  expect(answer.status).toBe(200);
  return answer.body.items;
}

async function putInCart(eve: ApiClient, device: Device, faultCategory: string): Promise<CartItem> {
  const added = await eve.call<CartItem>('POST', '/repair/cart', { assetId: device.assetId });
  expect(added.status).toBe(201);
  const described = await eve.call<CartItem>('PATCH', `/repair/cart/${added.body.id}`, { faultCategory, description: 'It stopped working.', version: added.body.version });
  expect(described.status).toBe(200);
  return described.body;
}

/** Sets the estimate table so that the first device's fault is above the approval threshold and the second's below. */
async function priceFor(admin: ApiClient, devices: readonly Device[]) {
  const settings = await admin.call<{ version: number; targets: Record<string, number> }>('GET', '/repair/settings');
  const estimates = [
    { model: devices[0]!.model, faultCategory: 'screen', amountMinor: 90_000 },
    { model: devices[1]!.model, faultCategory: 'battery', amountMinor: 12_000 },
  ];
  const saved = await admin.call('PATCH', '/repair/settings', { targets: settings.body.targets, estimates, version: settings.body.version });
  expect(saved.status).toBe(200);
}

const HOME = { name: 'Eve Employee', line1: 'Gartenweg 3', city: 'Berlin', postcode: '10115', country: 'DE' };

async function submitTwo(returnAddress: typeof HOME | null = HOME) {
  const eve = await signedIn(server, DEMO.employee.email);
  const admin = await signedIn(server, DEMO.admin.email);
  const devices = (await heldDevices(eve)).slice(0, 2);
  expect(devices).toHaveLength(2);
  await priceFor(admin, devices);
  const first = await putInCart(eve, devices[0]!, 'screen');
  const second = await putInCart(eve, devices[1]!, 'battery');
  const submitted = await eve.call<{ orderId: string; orderNumber: number; repairs: Repair[] }>('POST', '/repair/cart/submit', { returnAddress });
  expect(submitted.status).toBe(201);
  const byAsset = (assetId: string) => submitted.body.repairs.find((repair) => repair.assetId === assetId)!;
  return { eve, admin, devices, first, second, order: submitted.body, pricey: byAsset(devices[0]!.assetId), cheap: byAsset(devices[1]!.assetId) };
}

async function move(admin: ApiClient, repair: Repair, moveName: string, extra: Record<string, unknown> = {}) {
  return admin.call<Repair>('POST', `/repair/admin/repairs/${repair.id}/moves`, { move: moveName, version: repair.version, ...extra });
}

async function walk(admin: ApiClient, repair: Repair, moves: readonly (string | [string, Record<string, unknown>])[]): Promise<Repair> {
  let current = repair;
  for (const step of moves) {
    const [name, extra] = typeof step === 'string' ? [step, {}] : step;
    const answer = await move(admin, current, name, extra);
    expect(answer.status, `${name}: ${answer.text}`).toBe(200);
    current = answer.body;
  }
  return current;
}

describe('Repair: the cart', () => {
  it('shows each estimate where the model has one, and whether it will need approval', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const admin = await signedIn(server, DEMO.admin.email);
    const devices = (await heldDevices(eve)).slice(0, 2);
    await priceFor(admin, devices);
    const pricey = await putInCart(eve, devices[0]!, 'screen');
    const unknown = await putInCart(eve, devices[1]!, 'keyboard');
    expect(pricey).toMatchObject({ estimateMinor: 90_000, needsApproval: true });
    expect(unknown).toMatchObject({ estimateMinor: null, needsApproval: false });
    const listed = await heldDevices(eve);
    expect(listed.find((device) => device.assetId === devices[0]!.assetId)).toMatchObject({ repairId: pricey.id, inCart: true });
  });

  it('takes a device once, and only one the person holds', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const [device] = await heldDevices(eve);
    expect((await eve.call('POST', '/repair/cart', { assetId: device!.assetId })).status).toBe(201);
    expect((await eve.call('POST', '/repair/cart', { assetId: device!.assetId })).body).toMatchObject({ code: 'already-in-repair' });
    const admin = await signedIn(server, DEMO.admin.email);
    expect((await admin.call('POST', '/repair/cart', { assetId: device!.assetId })).status).toBe(404);
  });

  it('refuses to submit while a fault is undescribed, and keeps the cart', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const [device] = await heldDevices(eve);
    await eve.call('POST', '/repair/cart', { assetId: device!.assetId });
    const refused = await eve.call('POST', '/repair/cart/submit', {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'fault-missing' });
    expect((await eve.call<{ items: unknown[] }>('GET', '/repair/cart')).body.items).toHaveLength(1);
  });

  it('takes photos of the fault through the kernel files, only the uploader’s', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const [device] = await heldDevices(eve);
    const item = await putInCart(eve, device!, 'screen');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const uploaded = await server.call<{ id: string; url: string }>('POST', '/api/v1/repair/photos?filename=crack.png', {
      token: eve.token,
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const described = await eve.call<{ photos: { id: string; url: string }[] }>('PATCH', `/repair/cart/${item.id}`, {
      faultCategory: 'screen',
      description: 'Cracked corner.',
      photoIds: [uploaded.body.id],
      version: item.version,
    });
    expect(described.body.photos).toEqual([expect.objectContaining({ id: uploaded.body.id })]);
    const photo = await server.call('GET', described.body.photos[0]!.url);
    expect(photo.status).toBe(200);
    const admin = await signedIn(server, DEMO.admin.email);
    const [adminDevice] = await heldDevices(admin);
    if (adminDevice) {
      const other = await putInCart(admin, adminDevice, 'battery');
      const stolen = await admin.call('PATCH', `/repair/cart/${other.id}`, { faultCategory: 'battery', description: 'x', photoIds: [uploaded.body.id], version: other.version });
      expect(stolen.body).toMatchObject({ code: 'unknown-photo' });
    }
  });
});

describe('Repair: submission, states, SLA clocks and approval', () => {
  it("places one corporate order in Manage Orders, and the estimate above the threshold waits for an approver", async () => {
    const { admin, order, pricey, cheap, eve } = await submitTwo();
    expect(order.orderNumber).toBeGreaterThan(0);
    expect(pricey).toMatchObject({ state: 'submitted', approval: 'pending', estimateMinor: 90_000, orderId: order.orderId });
    expect(cheap).toMatchObject({ state: 'submitted', approval: 'none', estimateMinor: 12_000 });
    const orders = await admin.call<{ items: { id: string; number: number; kind: string; status: string }[] }>('GET', '/manage-orders/orders?kind=corporate');
    expect(orders.body.items).toContainEqual(expect.objectContaining({ id: order.orderId, number: order.orderNumber, kind: 'corporate', status: 'ordered' }));
    expect((await eve.call<{ items: unknown[] }>('GET', '/repair/cart')).body.items).toEqual([]);
    const thanks = await eve.call<{ orderNumber: number; repairs: Repair[] }>('GET', `/repair/orders/${order.orderId}`);
    expect(thanks.body.orderNumber).toBe(order.orderNumber);
    expect(thanks.body.repairs.every((repair) => repair.moves.length === 0)).toBe(true);
  });

  it('lets no work start before approval; the approver approves, and a refusal declines', async () => {
    const { admin, pricey } = await submitTwo();
    const listed = (await admin.call<{ items: Repair[] }>('GET', `/repair/admin/repairs?orderId=${pricey.orderId}`)).body.items;
    const pending = listed.find((repair) => repair.id === pricey.id)!;
    expect(pending.moves).toEqual(['approve', 'refuse', 'decline']);
    expect((await move(admin, pending, 'start')).body).toMatchObject({ code: 'awaiting-approval' });
    const approved = await walk(admin, pending, ['approve', 'start']);
    expect(approved).toMatchObject({ state: 'in-repair', approval: 'accepted' });
  });

  it('refuses the approval to someone who is not its approver', async () => {
    const { eve, pricey } = await submitTwo();
    expect((await eve.call('POST', `/repair/admin/repairs/${pricey.id}/moves`, { move: 'approve', version: pricey.version })).status).toBe(403);
  });

  it('counts each state on the business calendar: met when left in time, breached when late', async () => {
    const { admin, cheap } = await submitTwo();
    const submitted = cheap.clocks[0]!;
    expect(submitted).toMatchObject({ state: 'submitted', clock: 'running' });
    expect(submitted.dueAt).not.toBeNull();
    const parts = await walk(admin, cheap, ['await-parts']);
    expect(parts.clocks.map((clock) => [clock.state, clock.clock])).toEqual([
      ['submitted', 'met'],
      ['awaiting-parts', 'running'],
    ]);
    // Three business days of parts, and then some: a fortnight later the parts are late.
    server.advance(14 * 24 * 3_600_000);
    const later = await signedIn(server, DEMO.admin.email);
    const late = (await later.call<{ items: Repair[] }>('GET', `/repair/admin/repairs?orderId=${cheap.orderId}`)).body.items.find((repair) => repair.id === cheap.id)!;
    expect(late.clocks.at(-1)).toMatchObject({ state: 'awaiting-parts', clock: 'breached' });
  });

  it('shows the asset in repair meanwhile and back with its holder once completed, each step in its life story; the order follows', async () => {
    const { admin, cheap, devices, eve } = await submitTwo();
    const inRepair = await walk(admin, cheap, ['start']);
    expect((await deviceOf(devices[1]!.assetId)).status).toBe('in-repair');
    const ready = await move(admin, inRepair, 'ready');
    expect(ready.body).toMatchObject({ code: 'fulfilment-missing' });
    const done = await walk(admin, inRepair, [['ready', { fulfilment: 'shipped' }], 'complete']);
    expect(done.state).toBe('completed');
    const back = await deviceOf(devices[1]!.assetId);
    expect(back).toMatchObject({ status: 'deployed', holderId: eve.userId });
    const story = await server.store.repos.lifeEvents.ofAsset(await organisationOf(), devices[1]!.assetId, 50);
    expect(story.events.map((event) => event.kind)).toEqual(expect.arrayContaining(['repair-requested', 'repair-started', 'repair-ready', 'repair-ended']));
    const orders = await admin.call<{ items: { id: string; status: string }[] }>('GET', '/manage-orders/orders?kind=corporate');
    // The other device of the order is still submitted: the order is being processed.
    expect(orders.body.items.find((each) => each.id === cheap.orderId)?.status).toBe('processing');
  });

  it('completes the order once every device ended, and declines an order all of whose repairs were declined', async () => {
    const { admin, pricey, cheap } = await submitTwo();
    await walk(admin, pricey, ['refuse']);
    await walk(admin, cheap, ['start', ['ready', { fulfilment: 'pickup' }], 'complete']);
    const orders = await admin.call<{ items: { id: string; status: string }[] }>('GET', '/manage-orders/orders?kind=corporate');
    expect(orders.body.items.find((each) => each.id === cheap.orderId)?.status).toBe('completed');
    expect((await move(admin, { ...cheap, version: cheap.version + 3 }, 'start')).status).toBe(409);
  });

  it('ships through Shipping Label: a label to the repair desk on submission, and back to the person when ready to ship', async () => {
    const { admin, cheap } = await submitTwo();
    expect(cheap.shipments).toEqual([expect.objectContaining({ kind: 'repair', state: 'pre_transit' })]);
    const sent = await providedPorts().shipments.ofPurpose(server.store.repos, await organisationOf(), 'repair', [cheap.id]);
    expect(sent).toHaveLength(1);
    const ready = await walk(admin, cheap, ['start', ['ready', { fulfilment: 'shipped' }]]);
    expect(ready.shipments.map((shipment) => shipment.kind).sort()).toEqual(['repair', 'repair-return']);
  });

  it('collects a device whose sender gave no address: nothing to ship it back to', async () => {
    const { admin, cheap } = await submitTwo(null);
    expect(cheap).toMatchObject({ hasReturnAddress: false, shipments: [] });
    const started = await walk(admin, cheap, ['start']);
    expect((await move(admin, started, 'ready', { fulfilment: 'shipped' })).body).toMatchObject({ code: 'no-return-address' });
    expect((await walk(admin, started, [['ready', { fulfilment: 'pickup' }]])).state).toBe('ready');
  });

  it('lends a loaner in stock to the person, once', async () => {
    const { admin, cheap, eve } = await submitTwo();
    const candidates = await admin.call<{ items: { assetId: string }[] }>('GET', '/repair/admin/loaners');
    const loaner = candidates.body.items[0]!;
    const lent = await admin.call<Repair & { loanerAssetId: string }>('POST', `/repair/admin/repairs/${cheap.id}/loaner`, { assetId: loaner.assetId, version: cheap.version });
    expect(lent.status, lent.text).toBe(200);
    expect(lent.body.loanerAssetId).toBe(loaner.assetId);
    expect(await deviceOf(loaner.assetId)).toMatchObject({ status: 'deployed', holderId: eve.userId });
    const again = await admin.call('POST', `/repair/admin/repairs/${cheap.id}/loaner`, { assetId: candidates.body.items[1]!.assetId, version: lent.body.version });
    expect(again.body).toMatchObject({ code: 'loaner-lent' });
  });

  it('keeps the admin routes to admins and each organisation to its own repairs', async () => {
    const { eve, order } = await submitTwo();
    expect((await eve.call('GET', '/repair/admin/repairs')).status).toBe(403);
    expect((await eve.call('GET', '/repair/settings')).status).toBe(403);
    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    expect((await boss.call('GET', `/repair/orders/${order.orderId}`)).status).toBe(404);
    expect((await boss.call<{ items: unknown[] }>('GET', '/repair/admin/repairs')).body.items).toEqual([]);
  });

  it('refuses SLA targets for an ended state and a model priced twice for one fault', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const settings = await admin.call<{ version: number; estimates: unknown[] }>('GET', '/repair/settings');
    expect(settings.body.estimates.length).toBeGreaterThan(0);
    expect((await admin.call('PATCH', '/repair/settings', { targets: { completed: 60 }, estimates: [], version: settings.body.version })).body).toMatchObject({ code: 'invalid-target' });
    const twice = [
      { model: 'X', faultCategory: 'screen', amountMinor: 1 },
      { model: 'x', faultCategory: 'screen', amountMinor: 2 },
    ];
    expect((await admin.call('PATCH', '/repair/settings', { targets: {}, estimates: twice, version: settings.body.version })).body).toMatchObject({ code: 'duplicate-estimate' });
  });
});
