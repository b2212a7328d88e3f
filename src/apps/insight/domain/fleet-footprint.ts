import { CURRENT_FACTOR_TABLE, type CreditFactorTable, type DeviceCategory } from '../../../domain/environment/emission-factors';
import { matchFootprint, type FootprintBasis, type FootprintCatalogue } from './footprint-catalogue';

/**
 * The fleet's embedded emissions as Environmental Reporting adds them up: each device's footprint spread over the
 * years it is kept, what keeping it a year longer saves, what reuse avoided, and purchases by year as GHG Protocol
 * Scope 3 category 2 (capital goods).
 */

/** How a device lived on rather than being replaced: refurbished or resold (Loop), or bought back by its holder. */
export const REUSE_KINDS = ['refurbished', 'sold', 'bought-back'] as const;
export type ReuseKind = (typeof REUSE_KINDS)[number];

export const DEFAULT_LIFETIME_YEARS = 4;
export const MAX_LIFETIME_YEARS = 10;

/** A device of the fleet with what the report groups it by. */
export interface FootprintDevice {
  readonly assetId: string;
  readonly assetTag: string;
  readonly manufacturer: string | null;
  readonly model: string;
  readonly productType: string;
  /** `YYYY-MM-DD`, or null when not known. */
  readonly purchaseDate: string | null;
  readonly locationId: string | null;
  readonly location: string | null;
  readonly team: string | null;
  readonly reuse: ReuseKind | null;
}

export interface FootprintFilter {
  readonly fromYear?: number | undefined;
  readonly toYear?: number | undefined;
  readonly productType?: string | undefined;
  readonly locationId?: string | undefined;
  readonly team?: string | undefined;
}

export interface DeviceFootprint {
  readonly assetId: string;
  readonly assetTag: string;
  readonly manufacturer: string | null;
  readonly model: string;
  readonly productType: string;
  readonly purchaseDate: string | null;
  readonly location: string | null;
  readonly team: string | null;
  readonly basis: FootprintBasis;
  readonly matchedName: string | null;
  readonly embeddedKg: number;
  readonly yearlyKg: number;
  readonly reuse: ReuseKind | null;
  /** kg CO2e a new device's making and delivery would have cost, from the portal's factor table; 0 without reuse or a factor. */
  readonly avoidedKg: number;
}

export interface FootprintGroup {
  /** The category, place name, team or year; null where the devices say none. */
  readonly key: string | null;
  readonly devices: number;
  readonly embeddedKg: number;
  readonly yearlyKg: number;
}

export interface FleetFootprintReport {
  readonly lifetimeYears: number;
  readonly devices: number;
  readonly embeddedKg: number;
  /** The fleet's yearly share: each device's footprint over the years it is kept. */
  readonly yearlyKg: number;
  /** What keeping every device a year longer saves each year. */
  readonly yearLongerSavingKg: number;
  readonly matched: number;
  /** Devices counted at their category's average: no row of the data set names their model. */
  readonly categoryAverage: number;
  /** Devices with neither a model nor a category figure: not counted. */
  readonly unmatched: number;
  readonly reuse: {
    readonly devices: number;
    readonly avoidedKg: number;
    /** Reused devices of a category the factor table has no figure for. */
    readonly uncounted: number;
    readonly factorTable: Pick<CreditFactorTable, 'version' | 'source' | 'scope'>;
  };
  readonly byCategory: FootprintGroup[];
  readonly byLocation: FootprintGroup[];
  readonly byTeam: FootprintGroup[];
  /** Purchases by year of purchase: GHG Protocol Scope 3, category 2 (capital goods); undated devices under null. */
  readonly scope3ByYear: FootprintGroup[];
  readonly items: DeviceFootprint[];
}

/** A device's share of each year it is kept. */
export const yearlyShare = (embeddedKg: number, lifetimeYears: number): number => embeddedKg / lifetimeYears;

/**
 * What one more year of keeping saves each year: the share over `lifetime` less the share over `lifetime + 1`, which
 * is the yearly share divided by `lifetime + 1` (4 -> 5 years: a fifth of it).
 */
export const yearLongerSaving = (embeddedKg: number, lifetimeYears: number): number => yearlyShare(embeddedKg, lifetimeYears) - yearlyShare(embeddedKg, lifetimeYears + 1);

/** The factor table's category of a fleet product type. */
export function factorCategoryOf(productType: string): DeviceCategory {
  if (productType === 'phone') return 'smartphone';
  return productType === 'laptop' || productType === 'desktop' || productType === 'tablet' || productType === 'monitor' ? productType : 'other';
}

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

function inFilter(device: FootprintDevice, filter: FootprintFilter): boolean {
  const year = yearOf(device.purchaseDate);
  if (filter.fromYear !== undefined && (year === null || year < filter.fromYear)) return false;
  if (filter.toYear !== undefined && (year === null || year > filter.toYear)) return false;
  if (filter.productType !== undefined && device.productType !== filter.productType) return false;
  if (filter.locationId !== undefined && device.locationId !== filter.locationId) return false;
  return filter.team === undefined || device.team === filter.team;
}

function groups(items: readonly DeviceFootprint[], keyOf: (item: DeviceFootprint) => string | null, order: 'kg' | 'key'): FootprintGroup[] {
  const byKey = new Map<string | null, { devices: number; embeddedKg: number; yearlyKg: number }>();
  for (const item of items) {
    const key = keyOf(item);
    const group = byKey.get(key) ?? { devices: 0, embeddedKg: 0, yearlyKg: 0 };
    byKey.set(key, { devices: group.devices + 1, embeddedKg: group.embeddedKg + item.embeddedKg, yearlyKg: group.yearlyKg + item.yearlyKg });
  }
  const list = [...byKey.entries()].map(([key, group]) => ({ key, ...group }));
  // Unknown last; years oldest first, the rest the heaviest first.
  return list.sort((a, b) => (a.key === null ? 1 : b.key === null ? -1 : order === 'key' ? a.key.localeCompare(b.key) : b.embeddedKg - a.embeddedKg));
}

/** The report over the devices the filter keeps, each footprint from the catalogue, reuse at the portal's factor table. */
export function fleetFootprint(
  devices: readonly FootprintDevice[],
  catalogue: FootprintCatalogue,
  options: { readonly lifetimeYears: number; readonly filter?: FootprintFilter; readonly factorTable?: CreditFactorTable },
): FleetFootprintReport {
  const { lifetimeYears, filter = {}, factorTable = CURRENT_FACTOR_TABLE } = options;
  let uncounted = 0;
  const items = devices
    .filter((device) => inFilter(device, filter))
    .map((device): DeviceFootprint => {
      const match = matchFootprint(catalogue, device);
      const factor = device.reuse ? factorTable.factors[factorCategoryOf(device.productType)] : undefined;
      if (device.reuse && !factor) uncounted += 1;
      return {
        assetId: device.assetId,
        assetTag: device.assetTag,
        manufacturer: device.manufacturer,
        model: device.model,
        productType: device.productType,
        purchaseDate: device.purchaseDate,
        location: device.location,
        team: device.team,
        basis: match.basis,
        matchedName: match.matchedName,
        embeddedKg: match.embeddedKg,
        yearlyKg: yearlyShare(match.embeddedKg, lifetimeYears),
        reuse: device.reuse,
        avoidedKg: factor ? (factor.manufacturingG + factor.distributionG) / 1000 : 0,
      };
    });
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const embeddedKg = sum(items.map((item) => item.embeddedKg));
  const count = (basis: FootprintBasis) => items.filter((item) => item.basis === basis).length;
  return {
    lifetimeYears,
    devices: items.length,
    embeddedKg,
    yearlyKg: yearlyShare(embeddedKg, lifetimeYears),
    yearLongerSavingKg: yearLongerSaving(embeddedKg, lifetimeYears),
    matched: count('model'),
    categoryAverage: count('category-average'),
    unmatched: count('none'),
    reuse: {
      devices: items.filter((item) => item.reuse !== null).length,
      avoidedKg: sum(items.map((item) => item.avoidedKg)),
      uncounted,
      factorTable: { version: factorTable.version, source: factorTable.source, scope: factorTable.scope },
    },
    byCategory: groups(items, (item) => item.productType, 'kg'),
    byLocation: groups(items, (item) => item.location, 'kg'),
    byTeam: groups(items, (item) => item.team, 'kg'),
    scope3ByYear: groups(items, (item) => item.purchaseDate?.slice(0, 4) ?? null, 'key'),
    items,
  };
}

/** What the report's filters offer: the places and teams the fleet's devices are at and in, by name. */
export function footprintOptions(devices: readonly FootprintDevice[]): { locations: { id: string; name: string }[]; teams: string[] } {
  const locations = new Map<string, string>();
  const teams = new Set<string>();
  for (const device of devices) {
    if (device.locationId && device.location) locations.set(device.locationId, device.location);
    if (device.team) teams.add(device.team);
  }
  return {
    locations: [...locations.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    teams: [...teams].sort((a, b) => a.localeCompare(b)),
  };
}
