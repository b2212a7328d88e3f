import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditFailure, AuditRound, AuditRoundDetail, AuditScanAnswer, DueAudits } from '../../../../contract/apps/audit/audit-round-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';
import { manageClient } from '../../manage/__tests__/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
}, 240_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date(Date.now()).toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const monthsAgo = (months: number, plusDays = 0) => {
  const at = new Date(Date.now());
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at.toISOString().slice(0, 10);
};

/** Two laptops in Berlin (one bought 13 months ago, one 11 months and a week ago), a phone in Munich, a 12-month interval. */
async function fleet() {
  const manage = await manageClient(server);
  const berlin = await manage.placeId('Audit Berlin');
  const munich = await manage.placeId('Audit Munich');
  const old = await manage.createAsset({ assetTag: 'AUD-1', serial: 'SER-ONE', purchaseDate: monthsAgo(13), locationId: berlin });
  const soon = await manage.createAsset({ assetTag: 'AUD-2', purchaseDate: monthsAgo(12, 7), locationId: berlin });
  const phone = await manage.createAsset({ assetTag: 'AUD-3', productType: 'phone', model: 'Pixel 8', purchaseDate: daysAgo(30), locationId: munich });
  // The demo company audits yearly already.
  const settings = await manage.call('GET', '/config/settings');
  expect(settings.body).toMatchObject({ auditIntervalMonths: 12 });
  const ada = await signedIn(server, DEMO.admin.email);
  return { manage, ada, berlin, munich, old, soon, phone };
}

/** The demo organisation has a fleet of its own: the tests look at theirs. */
const ours = <T extends { assetTag: string }>(items: readonly T[]) => items.filter((item) => item.assetTag.startsWith('AUD-'));

const ok = <T>(answer: { status: number; text: string; body: unknown }, parse: { parse(value: unknown): T }, status = 200): T => {
  expect(answer.status, answer.text).toBe(status);
  return parse.parse(answer.body);
};

async function openRound(ada: ApiClient, body: Record<string, unknown>) {
  return ok(await ada.call('POST', '/audits/rounds', { name: 'Berlin spring audit', ...body }), AuditRound, 201);
}

const scan = (ada: ApiClient, roundId: string, code: string, clientId = crypto.randomUUID()) => ada.call('POST', `/audits/rounds/${roundId}/scans`, { clientId, code });

describe('due audits', () => {
  it('lists the overdue and the due within the window, counting from the purchase until the first audit', async () => {
    const { ada, old, soon } = await fleet();
    const due = ok(await ada.call('GET', '/audits/due'), DueAudits);
    expect(due).toMatchObject({ intervalMonths: 12, windowDays: 14 });
    expect(ours(due.items).map((item) => [item.assetTag, item.standing])).toEqual([
      ['AUD-1', 'overdue'],
      ['AUD-2', 'due'],
    ]);
    expect(ours(due.items)[0]).toMatchObject({ id: old.id, lastAudit: null, location: { name: 'Audit Berlin' } });
    expect(ours(ok(await ada.call('GET', '/audits/due?windowDays=3'), DueAudits).items).map((item) => item.id)).toEqual([old.id]);
    expect(ours(ok(await ada.call('GET', '/audits/due?windowDays=365'), DueAudits).items).map((item) => item.assetTag)).toEqual(['AUD-1', 'AUD-2', 'AUD-3']);
    expect(soon.id).toBeTruthy();
  });

  it('moves an audited asset out of the list: its next audit is a full interval away', async () => {
    const { ada, berlin, old } = await fleet();
    const round = await openRound(ada, { locationId: berlin });
    ok(await scan(ada, round.id, 'AUD-1'), AuditScanAnswer);
    const due = ok(await ada.call('GET', '/audits/due?windowDays=365'), DueAudits);
    const audited = due.items.find((item) => item.id === old.id);
    expect(audited?.lastAudit ?? today()).toBe(today());
    expect(audited === undefined || audited.nextAudit > today()).toBe(true);
    expect(due.items.find((item) => item.id === old.id)?.standing).not.toBe('overdue');
  });

  it('has no schedule without an interval', async () => {
    const manage = await manageClient(server);
    await manage.createAsset({ assetTag: 'AUD-9', purchaseDate: '2019-01-01' });
    const { version } = (await manage.call('GET', '/config/settings')).body as { version: number };
    expect((await manage.call('PATCH', '/config/settings', { auditIntervalMonths: null, version })).status).toBe(200);
    const ada = await signedIn(server, DEMO.admin.email);
    expect(ok(await ada.call('GET', '/audits/due'), DueAudits)).toEqual({ intervalMonths: null, windowDays: 14, items: [] });
  });
});

describe('an audit round', () => {
  it('marks scanned assets audited by tag, serial or label QR code, and reports what is missing, elsewhere and unknown', async () => {
    const { ada, berlin, old, soon, phone } = await fleet();
    const round = await openRound(ada, { locationId: berlin });
    expect(round).toMatchObject({ expected: 2, scanned: 0, status: 'open', location: { id: berlin, name: 'Audit Berlin' } });
    expect(ok(await scan(ada, round.id, 'ser-one'), AuditScanAnswer).scan).toMatchObject({ outcome: 'found', asset: { id: old.id } });
    const qr = ok(await scan(ada, round.id, `http://portal.test/apps/manage-beta/assets?tag=AUD-3`), AuditScanAnswer);
    expect(qr.scan).toMatchObject({ outcome: 'elsewhere', asset: { id: phone.id, location: { name: 'Audit Munich' } } });
    expect(ok(await scan(ada, round.id, 'NO-SUCH-TAG'), AuditScanAnswer).scan).toMatchObject({ outcome: 'unknown', asset: null });
    const detail = ok(await ada.call('GET', `/audits/rounds/${round.id}`), AuditRoundDetail);
    expect(detail.report.missing.map((asset) => asset.id)).toEqual([soon.id]);
    expect(detail.report.elsewhere.map((asset) => asset.id)).toEqual([phone.id]);
    expect(detail.report.unknown).toEqual(['NO-SUCH-TAG']);
    expect(detail.report).toMatchObject({ found: 1, expected: 2 });
    // The asset's timeline (Manage reads the trail) shows the audit, under Audit Manager.
    const { rows } = await server.store.repos.audit.list(detail.round.id && (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId, { action: 'asset.audited', page: 1, pageSize: 50 });
    expect(rows.map((row) => [row.entityType, row.entityId, row.appSlug])).toContainEqual(['asset', old.id, 'audit-trail']);
  });

  it('counts a scan sent again with the same client id once', async () => {
    const { ada, berlin } = await fleet();
    const round = await openRound(ada, { locationId: berlin });
    const clientId = crypto.randomUUID();
    const first = ok(await scan(ada, round.id, 'AUD-1', clientId), AuditScanAnswer);
    const again = ok(await scan(ada, round.id, 'AUD-1', clientId), AuditScanAnswer);
    expect(again).toEqual({ scan: first.scan, repeated: true });
    expect(ok(await ada.call('GET', `/audits/rounds/${round.id}`), AuditRoundDetail).scans).toHaveLength(1);
    const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
    expect((await server.store.repos.audit.list(organisationId, { action: 'asset.audited', page: 1, pageSize: 50 })).total).toBe(1);
  });

  it('moves an asset found here to the round’s location', async () => {
    const { ada, berlin, phone } = await fleet();
    const round = await openRound(ada, { locationId: berlin });
    ok(await scan(ada, round.id, 'AUD-3'), AuditScanAnswer);
    const moved = ok(await ada.call('POST', `/audits/rounds/${round.id}/move-here`, { assetId: phone.id }), AuditRoundDetail);
    expect(moved.report.elsewhere).toEqual([]);
    expect(moved.scans[0]).toMatchObject({ moved: true, asset: { location: { id: berlin } } });
    const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
    const trail = await server.store.repos.audit.list(organisationId, { action: 'asset.relocated', page: 1, pageSize: 50 });
    expect(trail.rows.map((row) => [row.entityId, row.appSlug, (row.after as { locationId: string }).locationId])).toEqual([[phone.id, 'audit-trail', berlin]]);
    // An asset that was not found elsewhere is not moved.
    const refused = await ada.call('POST', `/audits/rounds/${round.id}/move-here`, { assetId: phone.id });
    expect(refused.status).toBe(409);
  });

  it('opens a ticket in Resolve IT for a missing asset, once', async () => {
    const { ada, berlin, soon } = await fleet();
    const round = await openRound(ada, { locationId: berlin });
    const failure = ok(await ada.call('POST', `/audits/rounds/${round.id}/failures`, { assetId: soon.id, reason: 'missing', note: 'Not on the shelf' }), AuditFailure, 201);
    expect(failure.ticketNumber).toBeGreaterThan(0);
    const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
    const tickets = await server.store.repos.audit.list(organisationId, { action: 'ticket.created', page: 1, pageSize: 50 });
    expect(tickets.rows.filter((row) => row.appSlug === 'audit-trail').map((row) => (row.after as { number: number }).number)).toEqual([failure.ticketNumber]);
    expect((await ada.call('POST', `/audits/rounds/${round.id}/failures`, { assetId: soon.id, reason: 'damaged' })).status).toBe(409);
    expect(ok(await ada.call('GET', `/audits/rounds/${round.id}`), AuditRoundDetail).failures).toEqual([failure]);
  });

  it('opens by category, and takes no scan once closed (version-checked)', async () => {
    const { ada, munich, phone } = await fleet();
    const round = await openRound(ada, { productType: 'phone', locationId: munich });
    expect(round.expected).toBe(1);
    ok(await scan(ada, round.id, 'AUD-3'), AuditScanAnswer);
    expect((await ada.call('POST', `/audits/rounds/${round.id}/close`, { version: round.version + 1 })).status).toBe(412);
    const closed = ok(await ada.call('POST', `/audits/rounds/${round.id}/close`, { version: round.version }), AuditRound);
    expect(closed).toMatchObject({ status: 'closed', scanned: 1 });
    expect((await scan(ada, round.id, 'AUD-3')).status).toBe(409);
    expect(ok(await ada.call('GET', '/audits/rounds'), { parse: (value: unknown) => value as { items: { id: string }[] } }).items.map((item) => item.id)).toEqual([round.id]);
    expect(phone.id).toBeTruthy();
  });

  it('refuses another organisation’s round, and bad input with a 400', async () => {
    const { ada, berlin } = await fleet();
    const round = await openRound(ada, { locationId: berlin });
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    expect((await boss.call('GET', `/audits/rounds/${round.id}`)).status).toBe(404);
    expect((await scan(boss, round.id, 'AUD-1')).status).toBe(404);
    expect((await boss.call('POST', `/audits/rounds`, { name: 'Theirs', locationId: berlin })).status).toBe(400);
    expect((await ada.call('POST', '/audits/rounds', { name: 'No scope' })).status).toBe(400);
    expect((await ada.call('POST', `/audits/rounds/${round.id}/scans`, { clientId: 'short', code: 'AUD-1' })).status).toBe(400);
    expect((await ada.call('POST', `/audits/rounds/${round.id}/scans`, { clientId: crypto.randomUUID(), code: '' })).status).toBe(400);
    expect((await ada.call('GET', '/audits/due?windowDays=-1')).status).toBe(400);
    expect((await ada.call('GET', '/audits/rounds/not-a-uuid')).status).toBe(400);
  });
});
