import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditList } from '../../../../contract/people';
import { LicenceDetails, RevealedKey, SoftwareDetails, SoftwareList } from '../../../../contract/apps/manage/licence-schemas';
import { AccessoryDetails, AccessoryList } from '../../../../contract/apps/manage/accessory-schemas';
import { Problem } from '../../../../contract/problem';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('accessories', () => {
  it('checks units out never below zero, flags low stock and takes units back', async () => {
    const { call, personId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const created = AccessoryDetails.parse((await call('POST', '/accessories', { name: 'TEST dock', category: 'Docks', total: 3, lowStockThreshold: 1 })).body);
    expect(created).toMatchObject({ available: 3, lowStock: false, checkouts: [] });

    const out = AccessoryDetails.parse((await call('POST', `/accessories/${created.id}/check-out`, { userId: eve, quantity: 2 })).body);
    expect(out).toMatchObject({ available: 1, lowStock: true, checkouts: [{ person: { id: eve }, quantity: 2 }] });
    const refused = await call('POST', `/accessories/${created.id}/check-out`, { userId: eve, quantity: 2 });
    expect(refused.status).toBe(409);
    expect(Problem.parse(refused.body)).toMatchObject({ detail: 'Only 1 left; 2 asked for.', code: 'insufficient-stock', params: { available: 1, asked: 2 } });
    expect(AccessoryList.parse((await call('GET', '/accessories?q=TEST&lowStock=true')).body).total).toBe(1);

    const shrunk = await call('PATCH', `/accessories/${created.id}`, { total: 1, version: out.version });
    expect(shrunk.status).toBe(409);
    expect(Problem.parse(shrunk.body).errors?.map((error) => error.path)).toEqual(['body.total']);
    const back = AccessoryDetails.parse((await call('DELETE', `/accessories/${created.id}/checkouts/${out.checkouts[0]!.id}`)).body);
    expect(back).toMatchObject({ available: 3, checkouts: [] });
  });

  it('lets exactly one of two simultaneous check-outs take the last unit', async () => {
    const { call, personId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const created = AccessoryDetails.parse((await call('POST', '/accessories', { name: 'TEST headset', category: 'Headsets', total: 1 })).body);
    const answers = await Promise.all([1, 2].map(() => call('POST', `/accessories/${created.id}/check-out`, { userId: eve, quantity: 1 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(AccessoryDetails.parse((await call('GET', `/accessories/${created.id}`)).body).available).toBe(0);
  });
});

describe('software and licences', () => {
  async function licence(seats: number) {
    const client = await manageClient(server);
    const software = SoftwareDetails.parse((await client.call('POST', '/software', { name: 'TEST Office', publisher: 'Contoso' })).body);
    const body = { softwareId: software.id, name: 'TEST Office 2026', key: 'ABCD-EFGH-IJKL-MNOP', seats };
    const created = LicenceDetails.parse((await client.call('POST', '/licences', body)).body);
    return { ...client, software, created };
  }

  it('masks the key, reveals it to admins with an audit entry, and refuses a repeated title', async () => {
    const { call, created } = await licence(2);
    expect(created.keyMasked).toBe('••••••••MNOP');
    expect(JSON.stringify(created)).not.toContain('ABCD');
    expect(RevealedKey.parse((await call('POST', `/licences/${created.id}/reveal-key`)).body).key).toBe('ABCD-EFGH-IJKL-MNOP');
    const trail = AuditList.parse((await server.call('GET', '/api/v1/audit-log?action=licence.key-revealed', { token: (await server.signIn(DEMO.admin.email)).token })).body);
    expect(trail.items[0]).toMatchObject({ entityId: created.id, appSlug: 'manage-beta' });
    expect(JSON.stringify(AuditList.parse((await server.call('GET', '/api/v1/audit-log?pageSize=200', { token: (await server.signIn(DEMO.admin.email)).token })).body))).not.toContain('ABCD-EFGH');
    const repeated = await call('POST', '/software', { name: 'TEST Office' });
    expect(Problem.parse(repeated.body).errors?.[0]?.path).toBe('body.name');
  });

  it('assigns seats to people and assets, refuses over-allocation and resizing below use', async () => {
    const { call, created, personId, createAsset, software } = await licence(2);
    const eve = await personId(DEMO.employee.email);
    const asset = await createAsset({ assetTag: 'TEST-1' });
    expect((await call('POST', `/licences/${created.id}/seats`, { userId: eve })).status).toBe(201);
    const full = LicenceDetails.parse((await call('POST', `/licences/${created.id}/seats`, { assetId: asset.id })).body);
    expect(full).toMatchObject({ seatsUsed: 2, assignments: [{ person: { id: eve } }, { asset: { assetTag: 'TEST-1' } }] });
    expect((await call('POST', `/licences/${created.id}/seats`, { userId: eve })).status).toBe(409);
    const resized = await call('PATCH', `/licences/${created.id}`, { seats: 1, version: full.version });
    expect(resized.status).toBe(409);
    expect(Problem.parse(resized.body).errors).toEqual([
      { path: 'body.seats', message: '2 seats are assigned; release some first.', code: 'below-used', params: { used: 2 } },
    ]);
    expect((await call('DELETE', `/licences/${created.id}/seats/${full.assignments[0]!.id}`)).status).toBe(204);
    expect(SoftwareList.parse((await call('GET', '/software?q=TEST')).body).items[0]).toMatchObject({ id: software.id, seats: 2, seatsUsed: 1 });
  });

  it('lets exactly one of two simultaneous assignments take the last seat', async () => {
    const { call, created, personId } = await licence(1);
    const [eve, ada] = [await personId(DEMO.employee.email), await personId(DEMO.admin.email)];
    const answers = await Promise.all([eve, ada].map((userId) => call('POST', `/licences/${created.id}/seats`, { userId })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const after = LicenceDetails.parse((await call('GET', `/licences/${created.id}`)).body);
    expect(after).toMatchObject({ seatsUsed: 1 });
    expect(after.assignments).toHaveLength(1);
  });
});
