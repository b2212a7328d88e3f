import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, otherOrganisation, type ApiClient as Client } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Device {
  id: string;
  serial: string;
  assetId: string | null;
  type: string;
  grade: string | null;
  disposition: string | null;
  recycler: { name: string } | null;
  sanitisation: { method: string } | null;
  releasedAt: string | null;
  version: number;
}

const recycler = { name: 'GreenCycle GmbH', certification: 'e-stewards', certificateId: 'ES-2211' };
const wiped = (method = 'purge') => ({ method, performedOn: '2026-11-20', operator: 'Sam Tech', certificateRef: 'ER-1001' });

async function loopCampaign(admin: Client, rules: unknown = { factorTableVersion: 'ademe-2026.1', defaultRecycler: recycler }) {
  const answer = await admin.call<{ id: string }>('POST', '/loop/campaigns', {
    name: 'Office move: end-of-life collection',
    contactDate: '2026-11-24',
    message: 'Bring your old devices to the loading bay.',
    rules,
  });
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${answer.text}`);
  return answer.body.id;
}

async function addDevices(admin: Client, id: string, devices: { serial: string; type: string; grade?: string | null; disposition?: string | null }[]) {
  const answer = await admin.call<{ added: Device[]; repeated: string[] }>('POST', `/loop/campaigns/${id}/devices`, { devices });
  if (answer.status !== 201) throw new Error(`add answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

const edit = (admin: Client, id: string, device: Device, change: Record<string, unknown>) =>
  admin.call<Device>('PATCH', `/loop/campaigns/${id}/devices/${device.id}`, {
    version: device.version,
    type: device.type,
    grade: device.grade,
    disposition: device.disposition,
    recycler: device.recycler,
    sanitisation: device.sanitisation,
    ...change,
  });

describe('Loop campaigns', () => {
  it('refuses rules naming a factor table that was never published', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const answer = await ada.call<{ errors: { path: string }[] }>('POST', '/loop/campaigns', {
      name: 'Bad table',
      contactDate: '2026-11-24',
      message: 'Hello',
      rules: { factorTableVersion: 'ademe-1999', defaultRecycler: null },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error) => error.path)).toEqual(['body.rules.factorTableVersion']);
  });

  it('adds serials in bulk, links those the fleet knows, and names the ones already there', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const assets = await ada.call<{ items: { id: string; serial: string | null }[] }>('GET', '/manage/assets?pageSize=5');
    const known = assets.body.items.find((asset) => asset.serial)!;
    const id = await loopCampaign(ada);
    const first = await addDevices(ada, id, [
      { serial: known.serial!, type: 'laptop' },
      { serial: 'LOOP-0001', type: 'smartphone', grade: 'B', disposition: 'recycle' },
    ]);
    expect(first.repeated).toEqual([]);
    expect(first.added.find((device) => device.serial === known.serial)!.assetId).toBe(known.id);
    // A recycled device goes to the campaign's default recycler unless it names another.
    expect(first.added.find((device) => device.serial === 'LOOP-0001')!.recycler).toEqual(recycler);

    const second = await addDevices(ada, id, [
      { serial: 'loop-0001', type: 'smartphone' },
      { serial: 'LOOP-0002', type: 'monitor' },
    ]);
    expect(second.repeated).toEqual(['loop-0001']);
    expect(second.added.map((device) => device.serial)).toEqual(['LOOP-0002']);
    const list = await ada.call<{ devices: Device[] }>('GET', `/loop/campaigns/${id}/devices`);
    expect(list.body.devices).toHaveLength(3);
  });

  it('lets a device leave only once it is graded, sanitised and, when recycled, with a certified recycler', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const id = await loopCampaign(ada, {});
    const [device] = (await addDevices(ada, id, [{ serial: 'C02-RECYCLE', type: 'laptop', grade: 'D', disposition: 'recycle' }])).added;
    const release = (from: Device) => ada.call<Device & { code?: string }>('POST', `/loop/campaigns/${id}/devices/${from.id}/release`, { version: from.version });

    const early = await release(device!);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('loop.sanitisation-missing');

    const sanitised = await edit(ada, id, device!, { sanitisation: wiped('destroy') });
    expect(sanitised.status).toBe(200);
    const noRecycler = await release(sanitised.body);
    expect(noRecycler.body.code).toBe('loop.recycler-missing');

    const stale = await edit(ada, id, device!, { recycler });
    expect(stale.status).toBe(412);
    const certified = await edit(ada, id, sanitised.body, { recycler: { ...recycler, certification: 'iso-9001' } });
    expect(certified.status).toBe(400);
    const ready = await edit(ada, id, sanitised.body, { recycler });
    const left = await release(ready.body);
    expect(left.status).toBe(200);
    expect(left.body.releasedAt).not.toBeNull();

    const after = await edit(ada, id, left.body, { grade: 'C' });
    expect(after.status).toBe(409);
    expect((after.body as { code?: string }).code).toBe('loop.device-released');
  });

  it('retires the Manage asset of a recycled device when it leaves', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const assets = await ada.call<{ items: { id: string; serial: string | null; status: string }[] }>('GET', '/manage/assets?pageSize=20&status=in-stock');
    const asset = assets.body.items.find((each) => each.serial)!;
    const id = await loopCampaign(ada);
    const [device] = (await addDevices(ada, id, [{ serial: asset.serial!, type: 'laptop', grade: 'D', disposition: 'recycle' }])).added;
    const ready = await edit(ada, id, device!, { sanitisation: wiped('destroy') });
    const left = await ada.call('POST', `/loop/campaigns/${id}/devices/${device!.id}/release`, { version: ready.body.version });
    expect(left.status).toBe(200);
    // Gone to the recycler, which is no site of the company: no place in Locations, the recycler named in the trail.
    const after = await ada.call<{ status: string; location: unknown }>('GET', `/manage/assets/${asset.id}`);
    expect(after.body).toMatchObject({ status: 'retired', location: null });
    const trail = await ada.call<{ items: { action: string; after: Record<string, unknown> | null }[] }>('GET', `/manage/assets/${asset.id}/activity`);
    expect(trail.body.items[0]).toMatchObject({ action: 'asset.recycled', after: { wentTo: recycler.name } });
  });

  it('reports the credit with its method, table version and source, as JSON and as CSV', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const id = await loopCampaign(ada);
    await addDevices(ada, id, [
      { serial: 'L-1', type: 'laptop', grade: 'A', disposition: 'refurbish' },
      { serial: 'L-2', type: 'laptop', grade: 'B', disposition: 'resell' },
      { serial: 'P-1', type: 'smartphone', grade: 'D', disposition: 'recycle' },
      { serial: 'T-1', type: 'tablet', grade: 'A', disposition: 'resell' },
      { serial: 'M-1', type: 'monitor' },
    ]);
    const credit = await ada.call<Record<string, unknown>>('GET', `/loop/campaigns/${id}/credit`);
    expect(credit.status).toBe(200);
    expect(credit.body).toMatchObject({
      method: 'reuse-avoids-new-device',
      table: { version: 'ademe-2026.1', source: { publisher: expect.stringContaining('ADEME') } },
      reused: 3,
      recycled: 1,
      undecided: 1,
      uncounted: 1,
      avoidedManufacturingG: 2 * 170_300,
      avoidedDistributionG: 2 * 12_300,
      avoidedG: 365_200,
    });
    const csv = await ada.call<{ filename: string; content: string }>('GET', `/loop/campaigns/${id}/credit/export`);
    expect(csv.body.filename).toMatch(/^loop-credit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.body.content).toContain('Method,reuse-avoids-new-device');
    expect(csv.body.content).toContain('Factor table version,ademe-2026.1');
    expect(csv.body.content).toContain('Avoided in total, kg CO2e",365.2');
    expect(csv.body.content).toContain('P-1,smartphone,D,recycle,GreenCycle GmbH,e-stewards,ES-2211');
  });

  it("keeps each organisation's devices to itself, and Loop's routes to Loop campaigns", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const id = await loopCampaign(ada);
    const [device] = (await addDevices(ada, id, [{ serial: 'SECRET-1', type: 'laptop' }])).added;
    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    for (const [method, path, body] of [
      ['GET', `/loop/campaigns/${id}/devices`, undefined],
      ['GET', `/loop/campaigns/${id}/credit`, undefined],
      ['POST', `/loop/campaigns/${id}/devices`, { devices: [{ serial: 'X', type: 'laptop' }] }],
      ['PATCH', `/loop/campaigns/${id}/devices/${device!.id}`, { version: 1, type: 'laptop', grade: 'A', disposition: null, recycler: null, sanitisation: null }],
    ] as const) {
      expect((await boss.call(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    const recover = await ada.call<{ id: string }>('POST', '/recover/campaigns', { name: 'Leavers', contactDate: '2026-11-24', message: 'Please return' });
    expect(recover.status).toBe(201);
    expect((await ada.call('GET', `/loop/campaigns/${recover.body.id}/devices`)).status).toBe(404);
  });
});
