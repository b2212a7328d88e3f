import { discrepancies } from '../../../../src/apps/audit/domain/round-scans';
import type { FleetAsset, PlaceRef } from '../../../kernel';
import type { FailureRow, RoundRow, ScanRow } from '../repositories/round-repository';
import { auditAssetOf } from './audit-fleet';

const placeOf = (id: string | null, places: ReadonlyMap<string, PlaceRef>) => {
  const place = id ? places.get(id) : undefined;
  return place ? { id: place.id, name: place.name } : null;
};

export function roundView(round: RoundRow, scanned: number, places: ReadonlyMap<string, PlaceRef>) {
  return {
    id: round.id,
    name: round.name,
    location: placeOf(round.locationId, places),
    productType: round.productType,
    status: round.status,
    expected: round.expectedAssetIds.length,
    scanned,
    createdAt: round.createdAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
    version: round.version,
  };
}

/** A round with its scans and discrepancy report; assets since archived are named by the scans that saw them, or left out. */
export function roundDetailView(round: RoundRow, scans: readonly ScanRow[], failures: readonly FailureRow[], fleet: readonly FleetAsset[], places: ReadonlyMap<string, PlaceRef>) {
  const byId = new Map(fleet.map((asset) => [asset.assetId, asset]));
  const assetOf = (id: string | null) => {
    const asset = id ? byId.get(id) : undefined;
    return asset ? auditAssetOf(asset, places) : null;
  };
  const known = (ids: readonly string[]) => ids.flatMap((id) => assetOf(id) ?? []);
  const report = discrepancies(
    round.expectedAssetIds,
    scans.map((scan) => ({ code: scan.code, assetId: scan.assetId, outcome: scan.outcome, moved: scan.movedAt !== null })),
  );
  return {
    round: roundView(round, new Set(scans.flatMap((scan) => (scan.assetId ? [scan.assetId] : []))).size, places),
    scans: scans.map((scan) => ({
      id: scan.id,
      clientId: scan.clientId,
      code: scan.code,
      outcome: scan.outcome,
      asset: assetOf(scan.assetId),
      moved: scan.movedAt !== null,
      scannedAt: scan.scannedAt.toISOString(),
    })),
    report: { ...report, missing: known(report.missing), elsewhere: known(report.elsewhere) },
    failures: failures.map((failure) => ({ assetId: failure.assetId, reason: failure.reason, ticketNumber: failure.ticketNumber })),
  };
}
