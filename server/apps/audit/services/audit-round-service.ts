import type { z } from 'zod';
import type { AuditFailureRequest, AuditScanRequest, CreateAuditRoundRequest } from '../../../../contract/apps/audit/audit-round-schemas';
import { AUDIT_TRAIL_SLUG } from '../../../../src/apps/audit/domain/slug';
import { expectedAssets, matchScan, scanOutcome } from '../../../../src/apps/audit/domain/round-scans';
import { fieldProblem, notFound, ruleRefused, staleVersion, type NewAuditRow, type Repositories, type StaffPrincipal } from '../../../kernel';
import type { RoundRow } from '../repositories/round-repository';
import { auditableFleet } from './audit-fleet';
import type { AuditDeps } from './service-deps';
import { roundDetailView, roundView } from './audit-round-view';

type Repos = AuditDeps['store']['repos'];

/** A change of the audits in the trail, under Audit Manager, on the record it is about (an asset's timeline reads it). */
function trailEntry(principal: StaffPrincipal, action: string, entityType: string, entityId: string, after: Record<string, unknown>): NewAuditRow {
  const { organisationId, userId, impersonatorUserId } = principal;
  return { organisationId, userId, impersonatorUserId, appSlug: AUDIT_TRAIL_SLUG, action, entityType, entityId, before: null, after };
}

/** Audit rounds: opened over a site or a category, scanned, their discrepancies settled (move it here, a ticket), closed. */
export class AuditRoundService {
  constructor(private readonly deps: AuditDeps) {}

  async options(principal: StaffPrincipal) {
    const { repos } = this.deps.store;
    const places = await this.deps.places.list(repos, principal.organisationId);
    const fleet = await auditableFleet(this.deps, repos, principal.organisationId);
    return { locations: places.map(({ id, name }) => ({ id, name })), productTypes: [...new Set(fleet.map((asset) => asset.productType))].sort() };
  }

  async list(principal: StaffPrincipal) {
    const { repos } = this.deps.store;
    const rows = await repos.own.rounds.list(principal.organisationId, 200);
    const counts = await repos.own.rounds.scanCounts(principal.organisationId, rows.map((row) => row.id));
    const places = await this.placesOf(repos, principal.organisationId, rows.map((row) => row.locationId));
    return { items: rows.map((row) => roundView(row, counts.get(row.id) ?? 0, places)) };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof CreateAuditRoundRequest>) {
    const { organisationId } = principal;
    const locationId = body.locationId ?? null;
    const productType = body.productType ?? null;
    return this.deps.store.transaction(async (repos) => {
      const places = await this.placesOf(repos, organisationId, [locationId]);
      if (locationId !== null && !places.has(locationId)) throw fieldProblem('body.locationId', 'No such location.');
      const fleet = await auditableFleet(this.deps, repos, organisationId);
      const expectedAssetIds = expectedAssets(fleet, { locationId, productType });
      const round = await repos.own.rounds.insert({ organisationId, name: body.name, locationId, productType, expectedAssetIds, openedBy: principal.userId, createdAt: this.deps.now() });
      await repos.audit.append(trailEntry(principal, 'audit-round.opened', 'audit-round', round.id, { name: round.name, locationId, productType, expected: expectedAssetIds.length }));
      return roundView(round, 0, places);
    });
  }

  async detail(principal: StaffPrincipal, id: string) {
    return this.detailIn(this.deps.store.repos, principal.organisationId, await this.roundOrNotFound(this.deps.store.repos, principal, id));
  }

  /**
   * One scan, matched to the fleet. The first scan of an asset in a round audits it: its timeline says so. A scan sent
   * again with the same client id (the offline queue resending) answers the one recorded, changing nothing.
   */
  async scan(principal: StaffPrincipal, id: string, body: z.output<typeof AuditScanRequest>) {
    const { organisationId } = principal;
    return this.deps.store.transaction(async (repos) => {
      const round = await this.roundOrNotFound(repos, principal, id);
      const earlier = await repos.own.rounds.scanByClientId(round.id, body.clientId);
      if (earlier) return { scan: await this.scanView(repos, organisationId, round, earlier.id), repeated: true };
      if (round.status !== 'open') throw ruleRefused('The round is closed: it takes no more scans.', 'round-closed');
      const fleet = await auditableFleet(this.deps, repos, organisationId);
      const asset = matchScan(body.code, fleet);
      const outcome = scanOutcome(asset, new Set(round.expectedAssetIds), round);
      const seenBefore = asset !== undefined && (await repos.own.rounds.scansOf(organisationId, round.id)).some((scan) => scan.assetId === asset.assetId);
      const now = this.deps.now();
      const scannedAt = body.scannedAt && new Date(body.scannedAt) < now ? new Date(body.scannedAt) : now;
      const scan = await repos.own.rounds.addScan({
        organisationId,
        roundId: round.id,
        clientId: body.clientId,
        code: body.code,
        assetId: asset?.assetId ?? null,
        outcome,
        foundLocationId: asset?.locationId ?? null,
        scannedBy: principal.userId,
        scannedAt,
      });
      if (!scan) throw ruleRefused('This scan was recorded at the same time by another request; send it again.', 'scan-raced');
      if (asset && !seenBefore) {
        await repos.audit.append(trailEntry(principal, 'asset.audited', 'asset', asset.assetId, { round: round.name, outcome, locationId: asset.locationId }));
      }
      return { scan: await this.scanView(repos, organisationId, round, scan.id), repeated: false };
    });
  }

  /** "Move it here": an asset scanned in a round over a site but recorded at another one takes the round's site. */
  async moveHere(principal: StaffPrincipal, id: string, assetId: string) {
    const { organisationId } = principal;
    return this.deps.store.transaction(async (repos) => {
      const round = await this.openRound(repos, principal, id);
      if (round.locationId === null) throw ruleRefused('The round covers no location to move the asset to.', 'round-without-location');
      const scans = await repos.own.rounds.scansOf(organisationId, round.id);
      if (!scans.some((scan) => scan.assetId === assetId && scan.outcome === 'elsewhere' && scan.movedAt === null)) {
        throw ruleRefused('Only an asset scanned in this round and found to belong elsewhere can be moved here.', 'not-found-elsewhere', {}, 'assetId');
      }
      const now = this.deps.now();
      await this.deps.assetLifecycle.moveTo(repos, organisationId, assetId, round.locationId, { actorId: principal.userId, appSlug: AUDIT_TRAIL_SLUG, at: now });
      await repos.own.rounds.markMoved(organisationId, round.id, assetId, now);
      return this.detailIn(repos, organisationId, round);
    });
  }

  /** A missing or damaged asset: a ticket opens in Resolve IT (through its port), once per asset and round. */
  async fail(principal: StaffPrincipal, id: string, body: z.output<typeof AuditFailureRequest>) {
    const { organisationId } = principal;
    const { repos } = this.deps.store;
    const round = await this.openRound(repos, principal, id);
    const inRound = round.expectedAssetIds.includes(body.assetId) || (await repos.own.rounds.scansOf(organisationId, round.id)).some((scan) => scan.assetId === body.assetId);
    if (!inRound) throw ruleRefused('The asset is neither expected nor scanned in this round.', 'not-in-round', {}, 'assetId');
    if (await repos.own.rounds.failureOf(round.id, body.assetId)) throw ruleRefused('A ticket is open for this asset in this round already.', 'failure-reported', {}, 'assetId');
    const asset = (await auditableFleet(this.deps, repos, organisationId)).find((each) => each.assetId === body.assetId);
    if (!asset) throw notFound('asset');
    const ticket = await this.deps.serviceTickets.openAboutAsset(organisationId, {
      subject: `Audit: ${asset.assetTag} ${body.reason === 'missing' ? 'is missing' : 'is damaged'}`,
      description: [`Found ${body.reason} in the audit round "${round.name}".`, body.note ?? ''].filter(Boolean).join('\n\n'),
      assetId: asset.assetId,
      requester: { userId: principal.userId, email: principal.email.toLowerCase(), name: principal.name },
      impersonatorUserId: principal.impersonatorUserId,
      appSlug: AUDIT_TRAIL_SLUG,
    });
    return this.deps.store.transaction(async (tx) => {
      const row = await tx.own.rounds.addFailure({ organisationId, roundId: round.id, assetId: asset.assetId, reason: body.reason, ticketId: ticket.id, ticketNumber: ticket.number, createdAt: this.deps.now() });
      if (!row) throw ruleRefused('A ticket is open for this asset in this round already.', 'failure-reported', {}, 'assetId');
      await tx.audit.append(trailEntry(principal, 'asset.audit-failed', 'asset', asset.assetId, { round: round.name, reason: body.reason, ticketNumber: ticket.number }));
      return { assetId: row.assetId, reason: row.reason, ticketNumber: row.ticketNumber };
    });
  }

  async close(principal: StaffPrincipal, id: string, version: number) {
    const { organisationId } = principal;
    return this.deps.store.transaction(async (repos) => {
      const round = await this.openRound(repos, principal, id);
      const closed = await repos.own.rounds.close(organisationId, round.id, version, this.deps.now());
      if (!closed) throw staleVersion();
      const detail = await this.detailIn(repos, organisationId, closed);
      const { found, expected, missing, elsewhere, unknown } = detail.report;
      await repos.audit.append(trailEntry(principal, 'audit-round.closed', 'audit-round', round.id, { found, expected, missing: missing.length, elsewhere: elsewhere.length, unknown: unknown.length }));
      return detail.round;
    });
  }

  private async roundOrNotFound(repos: Repos, principal: StaffPrincipal, id: string): Promise<RoundRow> {
    const round = await repos.own.rounds.find(principal.organisationId, id);
    if (!round) throw notFound('audit round');
    return round;
  }

  private async openRound(repos: Repos, principal: StaffPrincipal, id: string): Promise<RoundRow> {
    const round = await this.roundOrNotFound(repos, principal, id);
    if (round.status !== 'open') throw ruleRefused('The round is closed.', 'round-closed');
    return round;
  }

  private async detailIn(repos: Repos, organisationId: string, round: RoundRow) {
    const scans = await repos.own.rounds.scansOf(organisationId, round.id);
    const failures = await repos.own.rounds.failuresOf(organisationId, round.id);
    const fleet = await this.deps.assetLifecycle.inventory(repos, organisationId, this.deps.now());
    const places = await this.placesOf(repos, organisationId, [round.locationId, ...fleet.map((asset) => asset.locationId)]);
    return roundDetailView(round, scans, failures, fleet, places);
  }

  private async scanView(repos: Repos, organisationId: string, round: RoundRow, scanId: string) {
    return (await this.detailIn(repos, organisationId, round)).scans.find((scan) => scan.id === scanId)!;
  }

  private placesOf(repos: Repositories, organisationId: string, ids: readonly (string | null)[]) {
    return this.deps.places.placesOf(repos, organisationId, [...new Set(ids.filter((id): id is string => id !== null))]);
  }
}

