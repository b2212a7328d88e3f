import type { AssetStatus } from './asset-status';
import { looseKey } from './import-fields';

/** An import may set any of Manage's asset statuses. */
export type ImportStatus = AssetStatus;

/** A file's status label is mapped to one of ours, or left for a person to decide in the review queue. */
export type StatusChoice = ImportStatus | 'review';

/**
 * Status labels as people write them, matched loosely (see looseKey); the screen passes the file's own labels
 * with what the person chose for each.
 */
export type StatusTable = Readonly<Record<string, StatusChoice>>;

/**
 * Snipe-IT's status types, which its own labels belong to and which a custom label is often named after:
 * deployable and pending devices are on the shelf, undeployable ones are out of use until fixed, archived ones gone.
 */
const SNIPE_IT_STATUS_TYPES = { deployable: 'in-stock', pending: 'in-stock', undeployable: 'in-repair', archived: 'retired' } as const;

/**
 * Snipe-IT's default status labels and Manage's own names. Snipe-IT's "Pending" is a device not yet ready to
 * hand out, so it is still on the shelf; "Broken - Not Fixable" and "Archived" leave the fleet for good.
 */
export const SNIPE_IT_STATUS_TABLE: StatusTable = {
  ...SNIPE_IT_STATUS_TYPES,
  'Ready to Deploy': 'in-stock',
  'In stock': 'in-stock',
  Deployed: 'deployed',
  'Pending return': 'pending-return',
  'Out for Repair': 'in-repair',
  'Out for Diagnostics': 'in-repair',
  'In repair': 'in-repair',
  'Broken - Not Fixable': 'retired',
  Retired: 'retired',
  'Lost/Stolen': 'lost',
  Lost: 'lost',
};

// Keyed once per table rather than once per row: an import may have many thousand rows.
const looseTables = new WeakMap<StatusTable, ReadonlyMap<string, StatusChoice>>();

export function statusFromLabel(label: string, table: StatusTable): StatusChoice | null {
  let loose = looseTables.get(table);
  if (!loose) {
    loose = new Map(Object.entries(table).map(([known, status]) => [looseKey(known), status]));
    looseTables.set(table, loose);
  }
  return loose.get(looseKey(label)) ?? null;
}

/**
 * The file's labels, each once as first written, with the status it will get: Snipe-IT's own labels and types as
 * above, anything else to the review queue until the person picks a status for it.
 */
export function statusChoicesOf(labels: Iterable<string>): StatusTable {
  const choices: Record<string, StatusChoice> = {};
  const seen = new Set<string>();
  for (const label of labels) {
    const key = looseKey(label);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    choices[label.trim()] = statusFromLabel(label, SNIPE_IT_STATUS_TABLE) ?? 'review';
  }
  return choices;
}
