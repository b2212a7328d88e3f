import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { signIn } from '../../../auth-routes';
import { getProfile } from '../../../shell-routes';
import * as api from '../routes';
import { walletRoutes } from '../../commerce/wallet-routes';
import { PERSON_SUMMARY_KEYS } from '../../../../src/domain/person-summary';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Manage's people (added, renamed, offboarded with what they hold) and the findings that follow, on both backends. */
describe.each([realServer(), mockServer()])('Manage people on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it('adds a person once per address, renames at the version read, and shows what they hold', async () => {
    const kim = await ok(api.createManagePerson, { body: { name: 'Kim Contractor', email: 'kim@acme.test' } });
    expect(kim).toMatchObject({ role: 'employee', offboardedAt: null, assets: [], licences: [], accessories: [] });
    const clash = await problem(api.createManagePerson, { body: { name: 'Kim Again', email: 'kim@acme.test' } }, 409);
    expect(clash.errors?.map((error) => error.path)).toEqual(['body.email']);

    const renamed = await ok(api.updateManagePerson, { params: { id: kim.id }, body: { name: 'Kim Consultant', version: kim.version } });
    expect(renamed.name).toBe('Kim Consultant');
    await problem(api.updateManagePerson, { params: { id: kim.id }, body: { name: 'Kim C.', version: kim.version } }, 412, ProblemTypes.staleVersion);
    await problem(api.getManagePerson, { params: { id: UNKNOWN } }, 404);

    const laptop = await ok(api.createManageAsset, { body: { assetTag: 'QA-K1', productType: 'laptop', model: 'MacBook Air' } });
    await ok(api.checkOutManageAsset, { params: { id: laptop.id }, body: { assigneeId: kim.id, version: 1 } });
    const holding = await ok(api.getManagePerson, { params: { id: kim.id } });
    expect(holding).toMatchObject({ assetCount: 1, assets: [{ id: laptop.id, status: 'deployed' }] });
    expect((await ok(api.listManagePeople, { query: { q: 'consultant' } })).items).toMatchObject([{ id: kim.id, assetCount: 1 }]);
  });

  it('gathers what the other apps know of a person, each line linked to its app: nothing of a newcomer, then their wallet', async () => {
    const kim = await ok(api.createManagePerson, { body: { name: 'Kim Newcomer', email: 'newcomer@acme.test' } });
    expect((await ok(api.getManagePersonSummary, { params: { id: kim.id } })).lines).toEqual([]);
    await ok(walletRoutes.credit, { body: { personId: kim.id, amountMinor: 2_500, reason: 'Welcome', idempotencyKey: 'contract-summary-kim' } });
    expect((await ok(api.getManagePersonSummary, { params: { id: kim.id } })).lines).toEqual([
      { key: 'wallet', appSlug: 'wallet', count: null, open: null, amountMinor: 2_500, currency: 'EUR', href: `/apps/wallet?person=${kim.id}` },
    ]);

    // The demo employee's lines come in one order, whichever apps know of her.
    const eve = (await ok(signIn, { body: { email: MOCK_DEMO.employee.email, password: MOCK_DEMO.password } })).user.id;
    const keys = (await ok(api.getManagePersonSummary, { params: { id: eve } })).lines.map((line) => line.key);
    expect(keys).toEqual(PERSON_SUMMARY_KEYS.filter((key) => keys.includes(key)));
    expect(keys).toContain('wallet');
    await problem(api.getManagePersonSummary, { params: { id: UNKNOWN } }, 404);
  });

  it("offboards once: deployed devices become pending return, seats are freed, and the holder shows among the findings until they are back", async () => {
    const kim = await ok(api.createManagePerson, { body: { name: 'Kim Leaver', email: 'leaver@acme.test' } });
    const phone = await ok(api.createManageAsset, { body: { assetTag: 'QA-K2', serial: 'QA-SN-K2', productType: 'phone', model: 'iPhone 15' } });
    await ok(api.checkOutManageAsset, { params: { id: phone.id }, body: { assigneeId: kim.id, version: 1 } });
    const software = await ok(api.createManageSoftware, { body: { name: 'QA Leaver Suite' } });
    const licence = await ok(api.createManageLicence, { body: { softwareId: software.id, name: 'QA Leaver Suite 2026', seats: 2 } });
    const seat = (await ok(api.assignManageLicenceSeat, { params: { id: licence.id }, body: { userId: kim.id } })).assignments[0]!;

    const stale = await problem(api.offboardManagePerson, { params: { id: kim.id }, body: { version: kim.version + 1 } }, 412);
    expect(stale.type).toBe(ProblemTypes.staleVersion);
    const gone = await ok(api.offboardManagePerson, { params: { id: kim.id }, body: { version: kim.version } });
    expect(gone).toMatchObject({ pendingReturn: [phone.id], freedSeats: [seat.id], endedSessions: 0 });
    expect(await ok(api.getManageLicence, { params: { id: licence.id } })).toMatchObject({ seatsUsed: 0, assignments: [] });
    expect(gone.person.offboardedAt).not.toBeNull();
    expect((await ok(api.getManageAsset, { params: { id: phone.id } })).status).toBe('pending-return');
    await problem(api.offboardManagePerson, { params: { id: kim.id }, body: { version: gone.person.version } }, 409);
    expect((await ok(api.listManagePeople, { query: { offboarded: 'true' } })).items.map((person) => person.id)).toEqual([kim.id]);

    const findings = await ok(api.listManageExceptions, { query: { kind: 'offboarded-holder' } });
    expect(findings.items).toEqual([expect.objectContaining({ kind: 'offboarded-holder', entityType: 'asset', entityId: phone.id, label: 'QA-K2', fact: 'Kim Leaver' })]);
    const pending = await ok(api.getManageAsset, { params: { id: phone.id } });
    await ok(api.checkInManageAsset, { params: { id: phone.id }, body: { version: pending.version } });
    expect((await ok(api.listManageExceptions, { query: { kind: 'offboarded-holder' } })).items.map((item) => item.entityId)).not.toContain(phone.id);
  });

  it("ends the leaver's sessions as they are offboarded, so their token is refused; an admin cannot offboard themselves", async () => {
    const eveToken = await tokenOf(MOCK_DEMO.employee.email);
    const eve = await ok(getProfile, { token: eveToken });
    const before = await ok(api.getManagePerson, { params: { id: eve.id } });
    const gone = await ok(api.offboardManagePerson, { params: { id: eve.id }, body: { version: before.version } });
    expect(gone.endedSessions).toBeGreaterThanOrEqual(1);
    await problem(getProfile, { token: eveToken }, 401);

    const me = await ok(getProfile, {});
    const self = await ok(api.getManagePerson, { params: { id: me.id } });
    expect((await problem(api.offboardManagePerson, { params: { id: me.id }, body: { version: self.version } }, 409)).code).toBe('offboard-self');
  });

  it('reviews imported rows: accepted as assets given to their holder, merged into the asset with the tag, rejected, each once', async () => {
    const eve = (await ok(signIn, { body: { email: MOCK_DEMO.employee.email, password: MOCK_DEMO.password } })).user.id;
    const existing = await ok(api.createManageAsset, { body: { assetTag: 'QA-M1', productType: 'laptop', model: 'XPS 13' } });
    const rows = [
      { line: 2, assetTag: 'QA-I1', model: 'Latitude 5440', category: 'Laptops', status: 'Deployed', assignedTo: MOCK_DEMO.employee.email },
      { line: 3, assetTag: 'QA-M1', serial: 'QA-SN-M1', model: 'XPS 13', category: 'Laptops', status: 'Ready to Deploy', location: 'Lisbon' },
      { line: 4, assetTag: 'QA-I3', model: 'Old phone', category: 'Mobile Phones', status: 'Archived' },
    ];
    const batch = await ok(api.importManageAssets, { body: { source: 'csv', rows } });
    expect(batch.received).toBe(3);
    const queued = await ok(api.listManageImportedAssets, { query: { batchId: batch.batchId, sort: 'line' } });
    expect(queued.items.map((row) => [row.line, row.state])).toEqual([[2, 'pending'], [3, 'pending'], [4, 'pending']]);
    const [toAccept, toMerge, toReject] = queued.items;

    const accepted = await ok(api.acceptManageImportedAsset, { params: { id: toAccept!.id }, body: { version: toAccept!.version } });
    expect(accepted.state).toBe('accepted');
    expect(await ok(api.getManageAsset, { params: { id: accepted.resultAssetId! } })).toMatchObject({ assetTag: 'QA-I1', status: 'deployed', assignee: { id: eve } });
    await problem(api.acceptManageImportedAsset, { params: { id: toAccept!.id }, body: { version: accepted.version } }, 409);

    await problem(api.mergeManageImportedAsset, { params: { id: toMerge!.id }, body: { assetId: existing.id, version: toMerge!.version + 1 } }, 412, ProblemTypes.staleVersion);
    const merged = await ok(api.mergeManageImportedAsset, { params: { id: toMerge!.id }, body: { assetId: existing.id, version: toMerge!.version } });
    expect(merged).toMatchObject({ state: 'merged', resultAssetId: existing.id });
    expect(await ok(api.getManageAsset, { params: { id: existing.id } })).toMatchObject({ serial: 'QA-SN-M1', location: { name: 'Lisbon' } });

    expect((await ok(api.rejectManageImportedAsset, { params: { id: toReject!.id }, body: { version: toReject!.version } })).state).toBe('rejected');
    expect((await ok(api.listManageImportedAssets, { query: { batchId: batch.batchId } })).total).toBe(0);
    expect((await ok(api.listManageImportedAssets, { query: { batchId: batch.batchId, state: 'merged' } })).items.map((row) => row.line)).toEqual([3]);
    await problem(api.rejectManageImportedAsset, { params: { id: UNKNOWN }, body: { version: 1 } }, 404);
  });

  it('moves a Snipe-IT file over: known holders get their devices, unknown ones wait until a reviewer hands over or stops waiting', async () => {
    const row = (line: number, assetTag: string, holder: { email: string; name: string } | null) => ({
      line, assetTag, serial: null, model: 'ThinkPad X1', manufacturer: 'Lenovo', category: 'Laptops', status: 'deployed' as const,
      holder: holder && { username: null, ...holder }, location: null, purchaseDate: null, purchaseCostCents: null, supplier: null,
      invoiceNumber: null, warrantyEnd: null, endOfLife: null, notes: null, customFields: {}, review: [],
    });
    const report = await ok(api.importManageMigration, {
      body: {
        kind: 'assets',
        rows: [
          row(2, 'QA-S1', { email: MOCK_DEMO.employee.email, name: MOCK_DEMO.employee.name }),
          row(3, 'QA-S2', { email: 'newcomer@acme.test', name: 'Nia Newcomer' }),
          row(4, 'QA-S3', { email: 'nobody@acme.test', name: 'No Body' }),
        ],
      },
    });
    expect(report.lines.map(({ line, outcome }) => [line, outcome])).toEqual([[2, 'created'], [3, 'waiting'], [4, 'waiting']]);
    expect(report.waiting).toBe(2);

    const waiting = await ok(api.listManageWaitingHolders);
    expect(waiting.items.map((item) => [item.label, item.candidates])).toEqual([['QA-S2', []], ['QA-S3', []]]);
    const [forNia, forNobody] = waiting.items;
    await problem(api.handOverManageWaitingHolder, { params: { id: forNia!.id }, body: { userId: UNKNOWN } }, 404);
    const nia = await ok(api.createManagePerson, { body: { name: 'Nia Newcomer', email: 'newcomer@acme.test' } });
    expect((await ok(api.listManageWaitingHolders)).items[0]!.candidates.map((person) => person.id)).toEqual([nia.id]);
    await ok(api.handOverManageWaitingHolder, { params: { id: forNia!.id }, body: { userId: nia.id } });
    expect(await ok(api.getManageAsset, { params: { id: forNia!.entityId } })).toMatchObject({ status: 'deployed', assignee: { id: nia.id } });

    await ok(api.dropManageWaitingHolder, { params: { id: forNobody!.id } });
    expect(await ok(api.getManageAsset, { params: { id: forNobody!.entityId } })).toMatchObject({ status: 'in-stock', assignee: null });
    expect((await ok(api.listManageWaitingHolders)).total).toBe(0);
    await problem(api.dropManageWaitingHolder, { params: { id: forNobody!.id } }, 404);
  });
});
