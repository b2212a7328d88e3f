import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/audit/audit-round-routes';
import { mockNotFound, mockRouter } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { mockFleetConfig } from '../../manage/mocks/configure-mock';
import { mockPlaceOf, mockPlaces } from '../../manage/mocks/places-mock';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { refused } from '../../manage/mocks/mock-problems';
import type { AuditRound, AuditScan } from '../application/ports/audit-rounds-gateway';
import { DEFAULT_WARNING_DAYS, dueAudits } from '../domain/audit-schedule';
import { discrepancies, expectedAssets, matchScan, scanOutcome } from '../domain/round-scans';

interface MockRound {
  readonly organisationId: string;
  round: AuditRound;
  readonly expectedIds: string[];
  scans: (AuditScan & { assetId: string | null })[];
  failures: { assetId: string; reason: 'missing' | 'damaged'; ticketNumber: number }[];
}

const roundsOf = new WeakMap<MockState, MockRound[]>();
const mockRounds = (state: MockState) => roundsOf.get(state) ?? roundsOf.set(state, []).get(state)!;

/** Audit rounds in memory over Manage's mock fleet, with the same rules as the server. */
export function auditRoundHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const fleetOf = (organisationId: string) =>
    manageDataOf(state)
      .assets.filter((asset) => asset.organisationId === organisationId && !asset.archived && asset.status !== 'retired')
      .map((asset) => ({ ...asset, assetId: asset.id, locationId: asset.locationId ?? null, serial: asset.serial ?? null }));
  const assetOf = (asset: ReturnType<typeof fleetOf>[number]) => {
    const place = mockPlaceOf(state, asset.locationId);
    return { id: asset.id, assetTag: asset.assetTag, model: asset.model, productType: asset.productType, location: place ? { id: place.id, name: place.name } : null };
  };
  const find = (organisationId: string, id: string) => {
    const found = mockRounds(state).find((each) => each.organisationId === organisationId && each.round.id === id);
    if (!found) throw mockNotFound('audit round');
    return found;
  };
  const detailOf = (entry: MockRound) => {
    const fleet = new Map(fleetOf(entry.organisationId).map((asset) => [asset.id, asset]));
    const report = discrepancies(entry.expectedIds, entry.scans);
    const known = (ids: readonly string[]) => ids.flatMap((id) => (fleet.has(id) ? [assetOf(fleet.get(id)!)] : []));
    const scanned = new Set(entry.scans.flatMap((scan) => (scan.assetId ? [scan.assetId] : []))).size;
    entry.round = { ...entry.round, scanned };
    return { round: entry.round, scans: entry.scans, report: { ...report, missing: known(report.missing), elsewhere: known(report.elsewhere) }, failures: entry.failures };
  };
  return [
    route(routes.listDueAudits, ({ caller, query }) => {
      const { organisationId } = caller.user;
      const windowDays = query.windowDays ?? DEFAULT_WARNING_DAYS;
      const intervalMonths = mockFleetConfig(state, organisationId).settings.auditIntervalMonths;
      const lastAudit = (id: string) => mockRounds(state).flatMap((entry) => entry.scans.filter((scan) => scan.assetId === id).map((scan) => scan.scannedAt.slice(0, 10))).sort().at(-1) ?? null;
      const assets = fleetOf(organisationId).map((asset) => ({ ...asset, lastAudit: lastAudit(asset.id) }));
      const due = dueAudits(assets, intervalMonths, new Date().toISOString().slice(0, 10), windowDays);
      return { intervalMonths, windowDays, items: due.map((asset) => ({ ...assetOf(asset), lastAudit: asset.lastAudit, nextAudit: asset.nextAudit, standing: asset.standing })) };
    }),
    route(routes.auditRoundOptions, ({ caller }) => ({
      locations: mockPlaces(state, caller.user.organisationId, undefined).map(({ id, name }) => ({ id, name })),
      productTypes: [...new Set(fleetOf(caller.user.organisationId).map((asset) => asset.productType))].sort(),
    })),
    route(routes.listAuditRounds, ({ caller }) => ({
      items: mockRounds(state)
        .filter((entry) => entry.organisationId === caller.user.organisationId)
        .map((entry) => detailOf(entry).round)
        .reverse(),
    })),
    route(routes.createAuditRound, ({ caller, body }) => {
      const { organisationId } = caller.user;
      const scope = { locationId: body.locationId ?? null, productType: body.productType ?? null };
      const place = mockPlaceOf(state, scope.locationId);
      const expectedIds = expectedAssets(fleetOf(organisationId), scope);
      const round: AuditRound = {
        id: newId(),
        name: body.name,
        location: place ? { id: place.id, name: place.name } : null,
        productType: scope.productType,
        status: 'open',
        expected: expectedIds.length,
        scanned: 0,
        createdAt: new Date().toISOString(),
        closedAt: null,
        version: 1,
      };
      mockRounds(state).push({ organisationId, round, expectedIds, scans: [], failures: [] });
      return round;
    }),
    route(routes.getAuditRound, ({ caller, params }) => detailOf(find(caller.user.organisationId, params.id))),
    route(routes.scanInAuditRound, ({ caller, params, body }) => {
      const entry = find(caller.user.organisationId, params.id);
      const earlier = entry.scans.find((scan) => scan.clientId === body.clientId);
      if (earlier) return { scan: earlier, repeated: true };
      if (entry.round.status !== 'open') throw refused('The round is closed: it takes no more scans.', 'round-closed');
      const asset = matchScan(body.code, fleetOf(entry.organisationId));
      const scope = { locationId: entry.round.location?.id ?? null, productType: entry.round.productType };
      const scan = {
        id: newId(),
        clientId: body.clientId,
        code: body.code,
        outcome: scanOutcome(asset, new Set(entry.expectedIds), scope),
        asset: asset ? assetOf(asset) : null,
        assetId: asset?.id ?? null,
        moved: false,
        scannedAt: body.scannedAt ?? new Date().toISOString(),
      };
      entry.scans.unshift(scan);
      return { scan, repeated: false };
    }),
    route(routes.moveAssetToAuditRound, ({ caller, params, body }) => {
      const entry = find(caller.user.organisationId, params.id);
      const asset = manageDataOf(state).assets.find((each) => each.id === body.assetId);
      if (!asset || !entry.round.location) throw refused('Only an asset found elsewhere can be moved here.', 'not-found-elsewhere');
      asset.locationId = entry.round.location.id;
      entry.scans = entry.scans.map((scan) => (scan.assetId === asset.id ? { ...scan, moved: true } : scan));
      return detailOf(entry);
    }),
    route(routes.reportAuditFailure, ({ caller, params, body }) => {
      const entry = find(caller.user.organisationId, params.id);
      if (entry.failures.some((failure) => failure.assetId === body.assetId)) throw refused('A ticket is open for this asset in this round already.', 'failure-reported');
      const failure = { assetId: body.assetId, reason: body.reason, ticketNumber: 100 + entry.failures.length };
      entry.failures.push(failure);
      return failure;
    }),
    route(routes.closeAuditRound, ({ caller, params }) => {
      const entry = find(caller.user.organisationId, params.id);
      entry.round = { ...entry.round, status: 'closed', closedAt: new Date().toISOString(), version: entry.round.version + 1 };
      return detailOf(entry).round;
    }),
  ];
}
