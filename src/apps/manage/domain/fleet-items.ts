import { ASSET_STATUSES } from './asset-status';

/** Everything the organisation owns, by kind, as All assets lists it. */
export const ITEM_KINDS = ['asset', 'accessory', 'consumable', 'component', 'licence'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * Counted kinds have no life cycle of their own: their status is how much is left. `expired` is a licence's past
 * its end date, whatever seats it has.
 */
export const STOCK_STATUSES = ['available', 'low-stock', 'none-left', 'expired'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Every status the list can filter by: an asset's or a counted item's. */
export const ITEM_STATUSES = [...ASSET_STATUSES, ...STOCK_STATUSES] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The status of a counted item: none left before low, low at or below its minimum (the SQL of All assets mirrors this). */
export function stockStatus(left: number, minimum: number): StockStatus {
  if (left <= 0) return 'none-left';
  return left <= minimum ? 'low-stock' : 'available';
}
