import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGE_BANDS } from '../../../../src/apps/campaigns/domain/refresh-pricing';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, otherOrganisation, type ApiClient as Client } from '../../../../tests/server/callers';
import { IDLE_JOBS } from './campaign-jobs';

let server: TestServer;
beforeAll(async () => {
  // The reminders a Refresh Go start plans are not what these tests look at: no worker runs them behind the next test.
  server = await startTestServer(IDLE_JOBS);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const DAY = 24 * 3600_000;

interface Kit {
  id: string;
  name: string;
  components: { name: string; quantity: number }[];
}
interface Problem {
  errors: { path: string; code: string }[];
  code?: string;
}
interface Person {
  id: string;
  version: number;
  data: Record<string, unknown>;
}

/** 400.00 for any model of any age; B keeps 80 %, D 20 %; locked or dead devices get nothing; payroll only. */
const rules = {
  basePrices: AGE_BANDS.map((ageBand) => ({ model: '*', ageBand, amount: 40000 })),
  gradeFactors: { A: 10000, B: 8000, C: 5000, D: 2000 },
  roundingStep: 1,
  floor: 2500,
  lockedOrDead: 'zero',
  validityDays: 7,
  chargeMethods: ['payroll'],
};

const asNew = { powersOn: 'yes', screen: 'flawless', body: 'like-new', battery: 'good', keyboardPorts: 'all-work', locked: 'no', accessories: 'charger-and-box' };
const gradedB = { ...asNew, screen: 'light-scratches' };

interface DeviceView {
  deviceId: string;
  state: string;
  grade: string | null;
  price: number | null;
  expiresAt: string | null;
  expired: boolean;
  chargeMethod: string | null;
}
interface View {
  campaignName: string;
  personName: string;
  chargeMethods: string[];
  devices: DeviceView[];
}

const publicCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => server.call<T>(method, `/api/v1/public${path}`, body === undefined ? {} : { body });

/** A Refresh Buy campaign for the employee and one device they hold, and their link's token. */
async function refreshBuyCampaign(admin: Client) {
  const candidates = await admin.call<{ items: { userId: string; email: string; devices: { assetId: string }[] }[] }>('GET', '/refresh-buy/candidates');
  const eve = candidates.body.items.find((candidate) => candidate.email === DEMO.employee.email && candidate.devices.length > 0)!;
  const assetId = eve.devices[0]!.assetId;
  const created = await admin.call<{ id: string }>('POST', '/refresh-buy/campaigns', {
    name: 'Laptop refresh 2026',
    contactDate: '2020-01-01',
    message: 'Your laptop is due for refresh: you may buy it.',
    rules,
    people: [{ userId: eve.userId, assetIds: [assetId] }],
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.text}`);
  const id = created.body.id;
  const people = await admin.call<{ items: { id: string }[] }>('GET', `/refresh-buy/campaigns/${id}/people`);
  const personId = people.body.items[0]!.id;
  const link = await admin.call<{ url: string }>('POST', `/refresh-buy/campaigns/${id}/people/${personId}/link`, { send: false });
  if (link.status !== 200 && link.status !== 201) throw new Error(`link answered ${link.status}: ${link.text}`);
  return { id, personId, assetId, token: link.body.url.split('/').pop()! };
}

describe('the Refresh Buy diagnostic by link', () => {
  it('grades a device B, prices it by the rule, and on acceptance charges the person and moves the asset out of the fleet', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { id, token, assetId } = await refreshBuyCampaign(ada);

    const opened = await publicCall<View>('GET', `/refresh-buy/diagnostics/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ campaignName: 'Laptop refresh 2026', personName: DEMO.employee.name, chargeMethods: ['payroll'] });
    const deviceId = opened.body.devices[0]!.deviceId;
    expect(opened.body.devices[0]).toMatchObject({ state: 'unanswered', price: null });

    const answered = await publicCall<View>('POST', `/refresh-buy/diagnostics/${token}/answers`, { deviceId, answers: gradedB });
    expect(answered.status).toBe(200);
    const priced = answered.body.devices[0]!;
    expect(priced).toMatchObject({ state: 'priced', grade: 'B', price: 32000, expired: false });
    expect(new Date(priced.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6 * DAY);

    const wallet = await publicCall<{ code: string }>('POST', `/refresh-buy/diagnostics/${token}/accept`, { deviceId, chargeMethod: 'wallet' });
    expect(wallet.status).toBe(409);
    expect(wallet.body.code).toBe('refresh.charge-method');

    const accepted = await publicCall<View>('POST', `/refresh-buy/diagnostics/${token}/accept`, { deviceId, chargeMethod: 'payroll' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.devices[0]).toMatchObject({ state: 'accepted', chargeMethod: 'payroll', price: 32000 });

    const details = await ada.call<{ items: { state: string; grade: string; price: number }[] }>('GET', `/refresh-buy/campaigns/${id}/diagnostics`);
    expect(details.body.items).toEqual([expect.objectContaining({ state: 'accepted', grade: 'B', price: 32000, chargeMethod: 'payroll' })]);
    const person = await ada.call<{ items: { state: string }[] }>('GET', `/refresh-buy/campaigns/${id}/people`);
    expect(person.body.items[0]!.state).toBe('accepted');

    const asset = await ada.call<{ status: string; condition: string }>('GET', `/manage/assets/${assetId}`);
    expect(asset.body).toMatchObject({ status: 'retired', condition: 'b' });

    const again = await publicCall<{ code: string }>('POST', `/refresh-buy/diagnostics/${token}/decline`, { deviceId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('refresh.already-decided');
  });

  it('refuses an expired price, and answering again prices the device anew', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { token } = await refreshBuyCampaign(ada);
    const opened = await publicCall<View>('GET', `/refresh-buy/diagnostics/${token}`);
    const deviceId = opened.body.devices[0]!.deviceId;
    await publicCall('POST', `/refresh-buy/diagnostics/${token}/answers`, { deviceId, answers: asNew });
    server.advance(8 * DAY);
    const shown = await publicCall<View>('GET', `/refresh-buy/diagnostics/${token}`);
    expect(shown.body.devices[0]).toMatchObject({ state: 'priced', expired: true });
    const late = await publicCall<{ code: string }>('POST', `/refresh-buy/diagnostics/${token}/accept`, { deviceId, chargeMethod: 'payroll' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('refresh.offer-expired');
    const again = await publicCall<View>('POST', `/refresh-buy/diagnostics/${token}/answers`, { deviceId, answers: asNew });
    expect(again.body.devices[0]).toMatchObject({ state: 'priced', price: 40000, expired: false });
  });

  it('prices a locked device at zero under the zero rule', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { token } = await refreshBuyCampaign(ada);
    const deviceId = (await publicCall<View>('GET', `/refresh-buy/diagnostics/${token}`)).body.devices[0]!.deviceId;
    const answered = await publicCall<View>('POST', `/refresh-buy/diagnostics/${token}/answers`, { deviceId, answers: { ...asNew, locked: 'yes' } });
    expect(answered.body.devices[0]).toMatchObject({ grade: 'D', price: 0 });
  });

  it('answers 404 to an unknown link and a revoked one alike; bad answers are refused', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { id, personId, token } = await refreshBuyCampaign(ada);
    const deviceId = (await publicCall<View>('GET', `/refresh-buy/diagnostics/${token}`)).body.devices[0]!.deviceId;
    const bad = await publicCall('POST', `/refresh-buy/diagnostics/${token}/answers`, { deviceId, answers: { ...asNew, screen: 'shattered' } });
    expect(bad.status).toBe(400);
    expect((await publicCall('GET', `/refresh-buy/diagnostics/${'x'.repeat(43)}`)).status).toBe(404);
    await ada.call('DELETE', `/refresh-buy/campaigns/${id}/people/${personId}/link`);
    expect((await publicCall('GET', `/refresh-buy/diagnostics/${token}`)).status).toBe(404);
  });

  it('keeps each organisation to its own campaigns', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { id } = await refreshBuyCampaign(ada);
    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    expect((await boss.call('GET', `/refresh-buy/campaigns/${id}/diagnostics`)).status).toBe(404);
  });
});

describe('Refresh Go', () => {
  async function refreshGoCampaign(admin: Client, rules?: { kitIds: string[] }) {
    const created = await admin.call<{ id: string }>('POST', '/refresh-go/campaigns', {
      name: 'Go 2026',
      contactDate: '2020-01-01',
      message: 'Pick your new laptop; send the old one back.',
      ...(rules && { rules }),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.text}`);
    const link = await admin.call<{ url: string }>('POST', `/refresh-go/campaigns/${created.body.id}/share-link`);
    return { id: created.body.id, url: link.body.url, token: link.body.url.split('/').pop()! };
  }

  it('shows the shareable address, records a start once, and schedules the old devices’ return as a Recover flow', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { id, url, token } = await refreshGoCampaign(ada);
    expect(url).toContain('/refresh-go-diagnostic/');
    const page = await publicCall<{ campaignName: string; url: string }>('GET', `/refresh-go/${token}`);
    expect(page.body).toEqual({ campaignName: 'Go 2026', url, kits: [] });
    const unnamed = await publicCall<Problem>('POST', `/refresh-go/${token}/starts`, { email: DEMO.employee.email });
    expect(unnamed.body.errors).toEqual([expect.objectContaining({ path: 'body.newDevice', code: 'device-required' })]);

    const start = { email: DEMO.employee.email, newDevice: 'MacBook Pro 14"' };
    expect((await publicCall('POST', `/refresh-go/${token}/starts`, start)).status).toBe(202);
    expect((await publicCall('POST', `/refresh-go/${token}/starts`, start)).status).toBe(202);
    const stranger = await publicCall<{ received: boolean }>('POST', `/refresh-go/${token}/starts`, { email: 'nobody@example.test', newDevice: 'x' });
    expect(stranger.body).toEqual({ received: true });

    const people = await ada.call<{ items: { email: string; state: string; data: { newDevice: string } }[] }>('GET', `/refresh-go/campaigns/${id}/people`);
    expect(people.body.items).toEqual([expect.objectContaining({ email: DEMO.employee.email, state: 'started', data: expect.objectContaining({ newDevice: 'MacBook Pro 14"' }) })]);
    // A device named in words is no kit to order.
    const [place] = (await ada.call<{ items: { id: string }[] }>('GET', '/refresh-go/delivery-places')).body.items;
    const [started] = (await ada.call<{ items: Person[] }>('GET', `/refresh-go/campaigns/${id}/people`)).body.items;
    const unordered = await ada.call<Problem>('POST', `/refresh-go/campaigns/${id}/people/${started!.id}/kit-order`, { placeId: place!.id, version: started!.version });
    expect(unordered.body).toMatchObject({ status: 409, code: 'kit-not-picked' });
    const returns = await ada.call<{ items: { id: string; name: string }[] }>('GET', '/recover/campaigns');
    const recover = returns.body.items.find((campaign) => campaign.name === 'Go 2026: returns')!;
    const returning = await ada.call<{ items: { email: string; devices: unknown[] }[] }>('GET', `/recover/campaigns/${recover.id}/people`);
    expect(returning.body.items).toHaveLength(1);
    expect(returning.body.items[0]!.email).toBe(DEMO.employee.email);
    expect(returning.body.items[0]!.devices.length).toBeGreaterThan(0);
  });

  it('offers the Device Hub kits the admin ticked: the page shows what each holds, and a start must pick one of them', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const kits = await ada.call<{ items: Kit[] }>('GET', '/refresh-go/kits');
    expect(kits.status).toBe(200);
    const starter = kits.body.items.find((kit) => kit.name === 'New starter kit')!;
    expect(starter.components).toEqual([
      { name: 'ThinkPad T14 (new)', quantity: 1 },
      { name: 'USB-C dock', quantity: 1 },
      { name: 'Noise-cancelling headset', quantity: 1 },
    ]);
    const { id, token } = await refreshGoCampaign(ada, { kitIds: [starter.id] });
    const page = await publicCall<{ kits: Kit[] }>('GET', `/refresh-go/${token}`);
    expect(page.body.kits).toEqual([starter]);

    const starts = (body: object) => publicCall<Problem>('POST', `/refresh-go/${token}/starts`, { email: DEMO.employee.email, ...body });
    expect((await starts({ newDevice: 'A gaming laptop' })).body.errors).toEqual([expect.objectContaining({ path: 'body.kitId', code: 'kit-required' })]);
    expect((await starts({ kitId: crypto.randomUUID() })).body.errors).toEqual([expect.objectContaining({ path: 'body.kitId', code: 'kit-not-offered' })]);
    expect((await starts({ kitId: starter.id })).status).toBe(202);
    const people = await ada.call<{ items: { state: string; data: Record<string, unknown> }[] }>('GET', `/refresh-go/campaigns/${id}/people`);
    expect(people.body.items).toEqual([expect.objectContaining({ state: 'started', data: { newDevice: 'New starter kit', kitId: starter.id } })]);
  });

  it('orders the kit a person picked as a campaign order of Manage Orders, once, to an office or warehouse', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const [starter] = (await ada.call<{ items: Kit[] }>('GET', '/refresh-go/kits')).body.items;
    const { id, token } = await refreshGoCampaign(ada, { kitIds: [starter!.id] });
    const places = await ada.call<{ items: { id: string; name: string; isDefaultShipping: boolean }[] }>('GET', '/refresh-go/delivery-places');
    expect(places.body.items.map((place) => place.name)).toEqual(['Berlin office', 'Hamburg warehouse', 'London office', 'Paris office']);
    const berlin = places.body.items[0]!;
    expect((await publicCall('POST', `/refresh-go/${token}/starts`, { email: DEMO.employee.email, kitId: starter!.id })).status).toBe(202);
    const [eve] = (await ada.call<{ items: Person[] }>('GET', `/refresh-go/campaigns/${id}/people`)).body.items;
    const orderKit = (placeId: string, version = eve!.version) => ada.call<Person & Problem>('POST', `/refresh-go/campaigns/${id}/people/${eve!.id}/kit-order`, { placeId, version });

    expect((await orderKit(berlin.id, eve!.version + 1)).status).toBe(412);
    expect((await orderKit(crypto.randomUUID())).body).toMatchObject({ code: 'unknown-address' });
    const ordered = await orderKit(berlin.id);
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.body.data).toMatchObject({ kitId: starter!.id, orderNumber: expect.any(Number) });
    expect((await orderKit(berlin.id, ordered.body.version)).body).toMatchObject({ code: 'kit-already-ordered' });

    const campaignOrders = await ada.call<{ items: { number: number; personEmail: string; paymentMethod: string; status: string; totalMinor: number }[] }>(
      'GET',
      '/manage-orders/orders?kind=campaign',
    );
    expect(campaignOrders.body.items).toEqual([
      expect.objectContaining({ number: ordered.body.data.orderNumber, personEmail: DEMO.employee.email, paymentMethod: 'company', status: 'ordered', totalMinor: 159_900 }),
    ]);
  });

  it('offers only active kits of its own organisation’s Device Hub', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const refused = await ada.call<Problem>('POST', '/refresh-go/campaigns', { name: 'Go', contactDate: '2020-01-01', message: 'Pick one.', rules: { kitIds: [crypto.randomUUID()] } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'body.rules.kitIds.0', code: 'unknown-kit' })]);
    const [starter] = (await ada.call<{ items: Kit[] }>('GET', '/refresh-go/kits')).body.items;
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    expect((await boss.call<{ items: Kit[] }>('GET', '/refresh-go/kits')).body.items).toEqual([]);
    const foreign = await boss.call<Problem>('POST', '/refresh-go/campaigns', { name: 'Go', contactDate: '2020-01-01', message: 'Pick one.', rules: { kitIds: [starter!.id] } });
    expect(foreign.body.errors).toEqual([expect.objectContaining({ path: 'body.rules.kitIds.0', code: 'unknown-kit' })]);
  });

  it('stops opening the old address once a new one is made', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { id, token } = await refreshGoCampaign(ada);
    await ada.call('POST', `/refresh-go/campaigns/${id}/share-link`);
    expect((await publicCall('GET', `/refresh-go/${token}`)).status).toBe(404);
  });
});
