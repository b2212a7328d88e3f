import { describe, expect, it } from 'vitest';
import * as trail from '../routes';
import * as rounds from '../audit-round-routes';
import * as manage from '../../manage/routes';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

/** Audit Manager, on the server and the mocks alike: the trail's export, people and retention, and a physical audit round. */
describe.each([realServer(), mockServer()])('Audit Manager on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);

  it('exports the trail, finds its people and keeps entries as long as set, refusing a stale save', async () => {
    const file = await ok(trail.exportAuditLog, { query: {} });
    expect(file.content.startsWith('at,action,app,record_type,record_id,person,person_email')).toBe(true);
    expect((await ok(trail.listTrailPeople, { query: { q: 'a' } })).items.length).toBeGreaterThan(0);
    const kept = await ok(trail.getTrailRetention, {});
    const saved = await ok(trail.updateTrailRetention, { body: { retentionMonths: 120, version: kept.version } });
    expect(saved).toEqual({ retentionMonths: 120, version: kept.version + 1 });
    await problem(trail.updateTrailRetention, { body: { retentionMonths: 24, version: kept.version } }, 412);
  });

  it('opens a round of a category, finds a scanned asset, reports a missing one and closes', async () => {
    const found = await ok(manage.createManageAsset, { body: { assetTag: 'QA-AUD-1', productType: 'laptop', manufacturer: 'Dell', model: 'Latitude 7430' } });
    const missing = await ok(manage.createManageAsset, { body: { assetTag: 'QA-AUD-2', productType: 'laptop', manufacturer: 'Dell', model: 'Latitude 7430' } });
    expect(Array.isArray((await ok(rounds.listDueAudits, { query: {} })).items)).toBe(true);
    expect(await ok(rounds.auditRoundOptions, {})).toBeTruthy();
    const opened = await ok(rounds.createAuditRound, { body: { name: 'QA laptops', productType: 'laptop' } });
    const params = { id: opened.id };
    expect((await ok(rounds.listAuditRounds, {})).items.map((round) => round.id)).toContain(opened.id);
    const scanned = await ok(rounds.scanInAuditRound, { params, body: { clientId: 'qa-scan-0001', code: 'QA-AUD-1' } });
    expect(scanned.scan.outcome).toBe('found');
    await problem(rounds.moveAssetToAuditRound, { params, body: { assetId: found.id } }, 409);
    const failed = await ok(rounds.reportAuditFailure, { params, body: { assetId: missing.id, reason: 'missing' } });
    expect(failed).toMatchObject({ assetId: missing.id, reason: 'missing' });
    const detail = await ok(rounds.getAuditRound, { params });
    const closed = await ok(rounds.closeAuditRound, { params, body: { version: detail.round.version } });
    expect(closed.status).toBe('closed');
  });
});
