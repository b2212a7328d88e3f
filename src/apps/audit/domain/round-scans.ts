import { readAssetCode } from '../../../domain/devices/asset-code';

/** A device of the fleet as a round matches scans against it. */
export interface AuditableAsset {
  readonly assetId: string;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly productType: string;
  readonly locationId: string | null;
}

/** What a round covers: the assets at a site, of a category, or of a category at a site. */
export interface RoundScope {
  readonly locationId: string | null;
  readonly productType: string | null;
}

/** A scan's result: the asset belongs to the round, is of the fleet but belongs elsewhere, or is no asset at all. */
export type ScanOutcome = 'found' | 'elsewhere' | 'unknown';

export const inScope = (asset: AuditableAsset, scope: RoundScope): boolean =>
  (scope.locationId === null || asset.locationId === scope.locationId) && (scope.productType === null || asset.productType === scope.productType);

/** The assets a round expects to see, fixed when it opens. */
export const expectedAssets = (fleet: readonly AuditableAsset[], scope: RoundScope): string[] => fleet.filter((asset) => inScope(asset, scope)).map((asset) => asset.assetId);

/**
 * The asset a scan names: a label's QR code (its address, `?tag=` or `/details/<id>`), else the text typed or read
 * as an asset tag, then as a serial, in any case.
 */
export function matchScan<A extends AuditableAsset>(code: string, fleet: readonly A[]): A | undefined {
  const read = readAssetCode(code);
  if (read.kind === 'id') return fleet.find((asset) => asset.assetId === read.id);
  const key = (read.kind === 'tag' ? read.tag : read.text).trim().toLowerCase();
  if (!key) return undefined;
  return fleet.find((asset) => asset.assetTag.toLowerCase() === key) ?? fleet.find((asset) => asset.serial?.toLowerCase() === key);
}

/** Found when the round expects it (or, moved here since, it is now in scope); elsewhere when it belongs to another place or category. */
export function scanOutcome(asset: AuditableAsset | undefined, expected: ReadonlySet<string>, scope: RoundScope): ScanOutcome {
  if (!asset) return 'unknown';
  return expected.has(asset.assetId) || inScope(asset, scope) ? 'found' : 'elsewhere';
}

export interface RecordedScan {
  readonly code: string;
  readonly assetId: string | null;
  readonly outcome: ScanOutcome;
  /** Moved to the round's site since ("move it here"). */
  readonly moved: boolean;
}

export interface Discrepancies {
  /** Expected and not scanned. */
  readonly missing: string[];
  /** Scanned, of the fleet, belonging elsewhere and not moved here: one per asset. */
  readonly elsewhere: string[];
  /** Codes that name no asset, each once, as first typed. */
  readonly unknown: string[];
  /** Assets seen that belong to the round, those moved here included. */
  readonly found: number;
  readonly expected: number;
}

/** The round's discrepancy report from what it expected and what was scanned. */
export function discrepancies(expected: readonly string[], scans: readonly RecordedScan[]): Discrepancies {
  const seen = new Set(scans.flatMap((scan) => (scan.assetId ? [scan.assetId] : [])));
  const moved = new Set(scans.flatMap((scan) => (scan.moved && scan.assetId ? [scan.assetId] : [])));
  const elsewhere = new Set(scans.flatMap((scan) => (scan.outcome === 'elsewhere' && scan.assetId && !moved.has(scan.assetId) ? [scan.assetId] : [])));
  const unknown = new Map<string, string>();
  for (const scan of scans) if (scan.outcome === 'unknown' && !unknown.has(scan.code.trim().toLowerCase())) unknown.set(scan.code.trim().toLowerCase(), scan.code.trim());
  return {
    missing: expected.filter((id) => !seen.has(id)),
    elsewhere: [...elsewhere],
    unknown: [...unknown.values()],
    found: new Set(scans.flatMap((scan) => (scan.assetId && (scan.outcome === 'found' || moved.has(scan.assetId)) ? [scan.assetId] : []))).size,
    expected: expected.length,
  };
}
