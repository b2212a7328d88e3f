import type { AssetStatus } from './asset-status';
import { looseKey } from './import-fields';

/** An import may set any of Manage's asset statuses. */
export type ImportStatus = AssetStatus;

/**
 * Status labels as people write them, matched loosely (see looseKey); an organisation with custom Snipe-IT
 * labels passes a table extended with its own.
 */
export type StatusTable = Readonly<Record<string, ImportStatus>>;

/**
 * Snipe-IT's default status labels and Manage's own names. Snipe-IT's "Pending" is a device not yet ready to
 * hand out, so it is still on the shelf; "Broken - Not Fixable" and "Archived" leave the fleet for good.
 */
export const SNIPE_IT_STATUS_TABLE: StatusTable = {
  'Ready to Deploy': 'in-stock',
  Pending: 'in-stock',
  'In stock': 'in-stock',
  Deployed: 'deployed',
  'Pending return': 'pending-return',
  'Out for Repair': 'in-repair',
  'Out for Diagnostics': 'in-repair',
  'In repair': 'in-repair',
  Archived: 'retired',
  'Broken - Not Fixable': 'retired',
  Retired: 'retired',
  'Lost/Stolen': 'lost',
  Lost: 'lost',
};

// Keyed once per table rather than once per row: an import may have many thousand rows.
const looseTables = new WeakMap<StatusTable, ReadonlyMap<string, ImportStatus>>();

export function statusFromLabel(label: string, table: StatusTable): ImportStatus | null {
  let loose = looseTables.get(table);
  if (!loose) {
    loose = new Map(Object.entries(table).map(([known, status]) => [looseKey(known), status]));
    looseTables.set(table, loose);
  }
  return loose.get(looseKey(label)) ?? null;
}
