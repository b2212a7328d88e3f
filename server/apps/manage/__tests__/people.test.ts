import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetItem, AssetList, ManageOverviewCounts } from '../../../../contract/apps/manage/asset-schemas';
import { ManagePersonList, OffboardAnswer, PersonDetails } from '../../../../contract/apps/manage/person-schemas';
import { ExceptionList, ImportedAssetList, ImportedAssetItem } from '../../../../contract/apps/manage/review-schemas';
import { Problem } from '../../../../contract/problem';
import { LicenceDetails, SoftwareDetails } from '../../../../contract/apps/manage/licence-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('people', () => {
  it('adds a person, refuses a taken address, and offboards: their devices become pending return', async () => {
    const { call, createAsset } = await manageClient(server);
    const person = PersonDetails.parse((await call('POST', '/people', { name: 'Lea Leaver', email: 'LEA@acme.test' })).body);
    expect(person).toMatchObject({ email: 'lea@acme.test', role: 'employee', offboardedAt: null, assets: [] });
    expect(Problem.parse((await call('POST', '/people', { name: 'Again', email: 'lea@acme.test' })).body).errors?.[0]?.path).toBe('body.email');

    const laptop = await createAsset({ assetTag: 'TEST-1' });
    await call('POST', `/assets/${laptop.id}/check-out`, { assigneeId: person.id, version: 1 });
    const detail = PersonDetails.parse((await call('GET', `/people/${person.id}`)).body);
    expect(detail).toMatchObject({ assetCount: 1, assets: [{ assetTag: 'TEST-1', status: 'deployed' }] });

    expect((await call('POST', `/people/${person.id}/offboard`, { version: person.version + 5 })).status).toBe(412);
    const gone = OffboardAnswer.parse((await call('POST', `/people/${person.id}/offboard`, { version: detail.version })).body);
    expect(gone.pendingReturn).toEqual([laptop.id]);
    expect(gone.person.offboardedAt).not.toBeNull();
    expect(AssetItem.parse((await call('GET', `/assets/${laptop.id}`)).body).status).toBe('pending-return');
    expect(ManagePersonList.parse((await call('GET', '/people?offboarded=true')).body).items.map((p) => p.email)).toContain('lea@acme.test');
    const another = await createAsset({ assetTag: 'TEST-2' });
    expect((await call('POST', `/assets/${another.id}/check-out`, { assigneeId: person.id, version: 1 })).status).toBe(409);

    const found = ExceptionList.parse((await call('GET', '/exceptions?kind=offboarded-holder&pageSize=100')).body);
    expect(found.items.filter((item) => item.fact === person.name)).toEqual([
      expect.objectContaining({ entityId: laptop.id, label: 'TEST-1', fact: person.name, fix: { action: 'check-in', label: expect.any(String) } }),
    ]);
  });
});

describe('leaving', () => {
  it("offboards in one go: the leaver's licence seats are free again and their sessions end, so their token is refused", async () => {
    const { call, personId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const eveSession = await server.signIn(DEMO.employee.email);
    const profile = () => server.call('GET', '/api/v1/profile', { token: eveSession.token });
    expect((await profile()).status).toBe(200);
    const software = SoftwareDetails.parse((await call('POST', '/software', { name: 'TEST Office', publisher: 'Contoso' })).body);
    const licence = LicenceDetails.parse((await call('POST', '/licences', { softwareId: software.id, name: 'TEST Office 2026', seats: 1 })).body);
    expect((await call('POST', `/licences/${licence.id}/seats`, { userId: eve })).status).toBe(201);
    const seat = LicenceDetails.parse((await call('GET', `/licences/${licence.id}`)).body).assignments[0]!;

    const before = PersonDetails.parse((await call('GET', `/people/${eve}`)).body);
    const gone = OffboardAnswer.parse((await call('POST', `/people/${eve}/offboard`, { version: before.version })).body);
    expect(gone.freedSeats).toContain(seat.id);
    expect(gone.endedSessions).toBeGreaterThanOrEqual(1);
    expect(LicenceDetails.parse((await call('GET', `/licences/${licence.id}`)).body)).toMatchObject({ seatsUsed: 0, assignments: [] });
    expect(PersonDetails.parse((await call('GET', `/people/${eve}`)).body).licences).toEqual([]);
    expect((await profile()).status).toBe(401);

    expect((await call('POST', `/people/${eve}/offboard`, { version: gone.person.version })).status).toBe(409);
    const admin = await personId(DEMO.admin.email);
    const self = PersonDetails.parse((await call('GET', `/people/${admin}`)).body);
    expect(Problem.parse((await call('POST', `/people/${admin}/offboard`, { version: self.version })).body).code).toBe('offboard-self');
  });
});

describe('exceptions', () => {
  it('finds near-duplicate serials, expired warranties on deployed devices and devices past end of life', async () => {
    const { call, createAsset, personId } = await manageClient(server);
    const a = await createAsset({ assetTag: 'TEST-1', serial: 'ab-123', warrantyEnd: '2020-01-01' });
    const b = await createAsset({ assetTag: 'TEST-2', serial: 'AB123', endOfLife: '2020-01-01' });
    await call('POST', `/assets/${a.id}/check-out`, { assigneeId: await personId('employee@acme.test'), version: 1 });
    const kinds = async (kind: string) =>
      ExceptionList.parse((await call('GET', `/exceptions?kind=${kind}&pageSize=200`)).body)
        .items.filter((item) => item.label.startsWith('TEST'))
        .map((item) => item.entityId)
        .sort();
    expect(await kinds('duplicate-serial')).toEqual([a.id, b.id].sort());
    expect(await kinds('warranty-expired')).toEqual([a.id]);
    expect(await kinds('past-end-of-life')).toEqual([b.id]);
  });
});

describe('imported assets', () => {
  const row = (line: number, fields: Record<string, string>) => ({ line, assetTag: `TEST-${line}`, model: 'Latitude 7450', category: 'Laptops', ...fields });

  it('refuses the whole batch with every bad line and reason', async () => {
    const { call } = await manageClient(server);
    const answer = await call('POST', '/imports', {
      source: 'csv',
      rows: [row(2, {}), row(3, { status: 'Teleported' }), row(4, { purchaseDate: '31/01/2024', assetTag: 'TEST-2' })],
    });
    expect(answer.status).toBe(422);
    expect(Problem.parse(answer.body).errors?.map((error) => error.message)).toEqual([
      'line 3: status "Teleported" is not known',
      'line 4: purchase date "31/01/2024" is not a date',
      'line 4: asset tag TEST-2 repeats line 2',
    ]);
    expect(ImportedAssetList.parse((await call('GET', '/imported-assets')).body).total).toBe(0);
  });

  it('answers an accept and a reject of one row at once with 200 and a 409 that names the outcome, however the database orders them', async () => {
    const { call } = await manageClient(server);
    const batch = await call<{ batchId: string }>('POST', '/imports', { source: 'csv', rows: [row(2, {})] });
    const [queued] = ImportedAssetList.parse((await call('GET', `/imported-assets?batchId=${batch.body.batchId}`)).body).items;

    const answers = await Promise.all(['accept', 'reject'].map((decision) => call('POST', `/imported-assets/${queued!.id}/${decision}`, { version: queued!.version })));
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409]);
    const won = ImportedAssetItem.parse(answers.find((each) => each.status === 200)!.body);
    expect(answers.find((each) => each.status === 409)!.body).toMatchObject({ type: '/problems/conflict', code: `import-${won.state}` });
  });

  it('takes a whole large file in one request, and with one bad line in it queues none of it', async () => {
    const { call } = await manageClient(server);
    const rows = Array.from({ length: 5000 }, (_, index) => row(index + 2, { serial: `BULK-SN-${index}`, notes: 'Imported from the 2026 audit' }));
    const refused = await call('POST', '/imports', { source: 'csv', rows: rows.map((r, index) => (index === 4321 ? { ...r, purchaseCost: 'free' } : r)) });
    expect(refused.status).toBe(422);
    expect(Problem.parse(refused.body).errors?.map((error) => error.message)).toEqual(['line 4323: purchase cost "free" is not an amount']);
    expect(ImportedAssetList.parse((await call('GET', '/imported-assets')).body).total).toBe(0);

    const taken = await call<{ received: number }>('POST', '/imports', { source: 'csv', rows });
    expect(taken.status).toBe(201);
    expect(taken.body.received).toBe(5000);
    const queue = ImportedAssetList.parse((await call('GET', '/imported-assets?pageSize=5')).body);
    expect(queue.total).toBe(5000);
    expect(queue.items.map((item) => item.line)).toEqual([2, 3, 4, 5, 6]);
  });

  it('queues valid rows for review: accept, merge into an existing asset, reject', async () => {
    const { call, createAsset } = await manageClient(server);
    const existing = await createAsset({ assetTag: 'TEST-3' });
    const rows = [
      row(2, { serial: 'SN-2', purchaseDate: '2024-01-31', warrantyMonths: '36', purchaseCost: '$1,299.50', status: 'Ready to Deploy' }),
      row(3, { serial: 'SN-3', location: 'Berlin' }),
      row(4, {}),
    ];
    const batch = await call<{ batchId: string; received: number }>('POST', '/imports', { source: 'csv', rows });
    expect(batch.status).toBe(201);
    const queue = ImportedAssetList.parse((await call('GET', `/imported-assets?batchId=${batch.body.batchId}&sort=line`)).body);
    expect(queue.items.map((item) => [item.line, item.matchAssetId])).toEqual([[2, null], [3, existing.id], [4, null]]);
    expect(queue.items[0]!.values).toMatchObject({ costCents: 129950, warrantyEnd: '2027-01-31', productType: 'laptop', status: 'in-stock' });

    const accepted = ImportedAssetItem.parse((await call('POST', `/imported-assets/${queue.items[0]!.id}/accept`, { version: 1 })).body);
    expect(AssetItem.parse((await call('GET', `/assets/${accepted.resultAssetId}`)).body)).toMatchObject({ assetTag: 'TEST-2', serial: 'SN-2' });
    await call('POST', `/imported-assets/${queue.items[1]!.id}/merge`, { assetId: existing.id, version: 1 });
    expect(AssetItem.parse((await call('GET', `/assets/${existing.id}`)).body)).toMatchObject({ serial: 'SN-3', location: { name: 'Berlin' } });
    expect(ImportedAssetItem.parse((await call('POST', `/imported-assets/${queue.items[2]!.id}/reject`, { version: 1 })).body).state).toBe('rejected');
    expect((await call('POST', `/imported-assets/${queue.items[2]!.id}/reject`, { version: 2 })).status).toBe(409);
    expect(ImportedAssetList.parse((await call('GET', '/imported-assets')).body).total).toBe(0);
  });
});

describe('the overview', () => {
  it("answers every figure in one call, each as its own list counts it: assets by status and type, findings, rows to review", async () => {
    const { call, createAsset } = await manageClient(server);
    const overview = async () => ManageOverviewCounts.parse((await call('GET', '/overview/counts')).body);
    const before = await overview();
    await createAsset({ assetTag: 'TEST-OLD', productType: 'tablet' });
    const batch = await call('POST', '/imports', { source: 'csv', rows: [2, 3].map((line) => ({ line, assetTag: `TEST-${line}`, model: 'Latitude 7450', category: 'Laptops' })) });
    expect(batch.status).toBe(201);

    const after = await overview();
    expect(after.byProductType.tablet).toBe((before.byProductType.tablet ?? 0) + 1);
    expect(after.byStatus['in-stock']).toBe((before.byStatus['in-stock'] ?? 0) + 1);
    expect(after.pendingImports).toBe(before.pendingImports + 2);
    expect(after.openExceptions).toBe(ExceptionList.parse((await call('GET', '/exceptions?pageSize=1')).body).total);
    expect(after.pendingImports).toBe(ImportedAssetList.parse((await call('GET', '/imported-assets?pageSize=1')).body).total);
    expect(after.byStatus.deployed).toBe(AssetList.parse((await call('GET', '/assets?status=deployed&pageSize=1')).body).total);
  });
});
