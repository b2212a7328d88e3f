import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../adapters/local-file-store';
import { providedPorts } from '../../../apps';
import { ApiProblem } from '../../../problems';
import { DEMO } from '../../../seed/demo-seed';
import type { ServiceDeps } from '../../../services/service-deps';
import type { ShipmentRequest, ShipmentsPort } from '../../../ports/shipments-port';
import { signedIn } from '../../../../tests/server/callers';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { pdfText } from '../../../../tests/server/pdf-text';
import { startEasyPostStub, type EasyPostStub } from './easypost-stub';

let server: TestServer;
let stub: EasyPostStub;
let shipments: ShipmentsPort;
let organisationId: string;
let employeeId: string;

beforeAll(async () => {
  stub = await startEasyPostStub();
  const files = await LocalFileStore.open(null);
  // Labels are bought from the stub: the install's EasyPost key, and its address for EASYPOST_URL.
  server = await startTestServer({ shipping: { easypostApiKey: 'EZTK_test', easypostUrl: stub.url } }, { files });
  const deps = { store: server.store, config: server.config, keys: server.keys, now: () => new Date(), files } as unknown as ServiceDeps;
  shipments = providedPorts(deps).shipments;
});
afterAll(async () => {
  await server.close();
  await stub.close();
});
beforeEach(async () => {
  await server.reset();
  stub.requests.length = 0;
  stub.quotedAt = new Date();
  const employee = (await server.store.repos.users.findByEmail(DEMO.employee.email))!;
  organisationId = employee.organisationId;
  employeeId = employee.id;
});

const warehouse = async () => {
  const sites = await providedPorts().places.list(server.store.repos, organisationId);
  return sites.find((site) => site.name === 'Hamburg warehouse')!.id;
};

const pickup = async (extra: Partial<ShipmentRequest> = {}): Promise<ShipmentRequest> => ({
  purpose: { kind: 'recover', reference: 'pickup-1' },
  from: { kind: 'person', personId: employeeId, address: { name: 'Eve Employee', line1: 'Kastanienallee 12', city: 'Leipzig', postcode: '04109', country: 'DE' } },
  to: { kind: 'place', placeId: await warehouse() },
  actorId: null,
  appSlug: 'recover',
  at: new Date(),
  ...extra,
});

describe('the shipments port, as Recover, buyback and repair open their parcels', () => {
  it("opens a shipment in the caller's transaction, and none when the caller's change is undone", async () => {
    const request = await pickup({ trackingNumber: '3318810025' });
    await expect(
      server.store.transaction(async (repos) => {
        await shipments.open(repos, organisationId, request);
        throw new Error("the caller's own step failed");
      }),
    ).rejects.toThrow("the caller's own step failed");
    expect(await shipments.ofPurpose(server.store.repos, organisationId, 'recover', ['pickup-1'])).toEqual([]);

    const opened = await server.store.transaction((repos) => shipments.open(repos, organisationId, request));
    expect(opened).toMatchObject({ purpose: { kind: 'recover', reference: 'pickup-1' }, state: 'pre_transit', carrier: 'DHL', trackingNumber: '3318810025' });
    // A number given is the manual carrier's: the carrier account is not asked.
    expect(stub.requests).toEqual([]);
    expect(await shipments.ofPurpose(server.store.repos, organisationId, 'recover', ['pickup-1', 'pickup-2'])).toEqual([expect.objectContaining({ id: opened.id })]);
    expect(await shipments.ofPurpose(server.store.repos, organisationId, 'repair', ['pickup-1'])).toEqual([]);
  });

  it('hands out a signed link to the 4×6 label, which opens without a token', async () => {
    const opened = await shipments.open(server.store.repos, organisationId, await pickup({ trackingNumber: '3318810025' }));
    expect(opened.labelUrl).toMatch(/^\/api\/v1\/files\//);
    const label = await server.call('GET', opened.labelUrl!);
    expect(label.status).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(label.bytes);
    expect(text).toContain('3318810025');
    expect(text).toContain('Hamburg warehouse');
  });

  it("buys the cheapest fresh rate from the install's carrier account when no number is given", async () => {
    const opened = await shipments.open(server.store.repos, organisationId, await pickup());
    expect(opened).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z5R89390357567127', trackingUrl: 'https://track.easypost.com/stub' });
    expect(stub.requests.map((sent) => sent.path)).toEqual(['/v2/shipments', '/v2/shipments/shp_stub1/buy']);
    expect(stub.requests[1]!.body).toEqual({ rate: { id: 'rate_ground' } });
  });

  it('refuses to buy a rate the carrier quoted seven days ago', async () => {
    stub.quotedAt = new Date(Date.now() - 7 * 24 * 3600_000);
    await expect(shipments.open(server.store.repos, organisationId, await pickup())).rejects.toMatchObject({ status: 409, rule: { code: 'shipment-rate-expired' } });
    expect(await shipments.ofPurpose(server.store.repos, organisationId, 'recover', ['pickup-1'])).toEqual([]);
  });

  it('takes a number and tracking events from the app that opened it, by the same rules', async () => {
    const opened = await shipments.open(server.store.repos, organisationId, await pickup({ trackingNumber: '986578788855' }));
    const at = new Date();
    await expect(shipments.track(server.store.repos, organisationId, opened.id, { trackingNumber: '986578788856', actorId: null, appSlug: 'recover', at })).rejects.toBeInstanceOf(ApiProblem);
    const moved = await shipments.advance(server.store.repos, organisationId, opened.id, { state: 'delivered', actorId: null, appSlug: 'recover', at });
    expect(moved.state).toBe('delivered');
    await expect(shipments.advance(server.store.repos, organisationId, opened.id, { state: 'in_transit', actorId: null, appSlug: 'recover', at })).rejects.toMatchObject({ status: 409 });
    const admin = await signedIn(server, DEMO.admin.email);
    const shown = await admin.call<{ events: { state: string }[]; purpose: { kind: string } }>('GET', `/shipping/shipments/${opened.id}`);
    expect(shown.body).toMatchObject({ purpose: { kind: 'recover' }, events: [{ state: 'pre_transit' }, { state: 'delivered' }] });
  });
});
