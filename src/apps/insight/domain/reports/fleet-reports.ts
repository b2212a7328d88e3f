import { byKey, groupRows, reportTable, type ReportColumn, type ReportTable } from './report-table';

/** A device as the fleet reports read it (the asset lifecycle port's, with its place's name). */
export interface ReportDevice {
  readonly status: string;
  readonly productType: string;
  /** `YYYY-MM-DD`. */
  readonly purchaseDate: string | null;
  readonly locationId: string | null;
  readonly location: string | null;
  /** Manage's book value today; null when it has none. */
  readonly bookValueCents: number | null;
}

export interface FleetFilter {
  /** Bought on or after this day. */
  readonly from?: string | undefined;
  /** Bought on or before this day. */
  readonly to?: string | undefined;
  readonly productType?: string | undefined;
  readonly locationId?: string | undefined;
}

/** The age buckets, in whole years since purchase; "unknown" when the date is. */
export const AGE_BUCKETS = ['under-1', '1-2', '2-3', '3-4', '4-plus', 'unknown'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Whole years from one day to another: a year counts once its anniversary is reached. */
function wholeYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4)) - (to.slice(5) < from.slice(5) ? 1 : 0);
  return Math.max(0, years);
}

/** A device's age bucket on a day, in whole years since purchase; "unknown" without a purchase date. */
export function ageBucket(purchaseDate: string | null, today: string): AgeBucket {
  if (purchaseDate === null) return 'unknown';
  const years = wholeYearsBetween(purchaseDate, today);
  return years >= 4 ? '4-plus' : (AGE_BUCKETS[years] ?? 'unknown');
}

/** The statuses in Manage's order (its ASSET_STATUSES), so the report reads as Manage's filter does. */
const STATUS_ORDER = ['in-stock', 'deployed', 'pending-return', 'in-repair', 'retired', 'lost'];

const FLEET_COLUMNS: readonly ReportColumn[] = [
  { id: 'devices', unit: 'count', priority: 1 },
  { id: 'bookValue', unit: 'money', priority: 1 },
  { id: 'withoutBookValue', unit: 'count', priority: 3 },
];

export function filterFleet(devices: readonly ReportDevice[], filter: FleetFilter): ReportDevice[] {
  return devices.filter(
    (device) =>
      (!filter.productType || device.productType === filter.productType) &&
      (!filter.locationId || device.locationId === filter.locationId) &&
      (!filter.from || (device.purchaseDate !== null && device.purchaseDate >= filter.from)) &&
      (!filter.to || (device.purchaseDate !== null && device.purchaseDate <= filter.to)),
  );
}

const values = (device: ReportDevice) => [1, device.bookValueCents ?? 0, device.bookValueCents === null ? 1 : 0];

const rank = (order: readonly string[]) => (key: string | null) => {
  const at = key === null ? -1 : order.indexOf(key);
  return at === -1 ? order.length : at;
};

/** The fleet by status, by age, by place or by product type: devices, their book value, those without one. */
export function fleetReport(
  kind: 'fleet-status' | 'fleet-age' | 'fleet-location' | 'fleet-book-value',
  devices: readonly ReportDevice[],
  filter: FleetFilter,
  today: string,
  currency: string,
): ReportTable {
  const fleet = filterFleet(devices, filter);
  if (kind === 'fleet-status') {
    const order = rank(STATUS_ORDER);
    return reportTable(kind, FLEET_COLUMNS, groupRows(fleet, (d) => d.status, values).sort((a, b) => order(a.key) - order(b.key) || byKey(a, b)), currency);
  }
  if (kind === 'fleet-age') {
    const order = rank(AGE_BUCKETS);
    return reportTable(kind, FLEET_COLUMNS, groupRows(fleet, (d) => ageBucket(d.purchaseDate, today), values).sort((a, b) => order(a.key) - order(b.key)), currency);
  }
  if (kind === 'fleet-location') return reportTable(kind, FLEET_COLUMNS, groupRows(fleet, (d) => d.location, values).sort(byKey), currency);
  // By book value: the product types with the most value first.
  return reportTable(kind, FLEET_COLUMNS, groupRows(fleet, (d) => d.productType, values).sort((a, b) => (b.values[1] ?? 0) - (a.values[1] ?? 0) || byKey(a, b)), currency);
}
