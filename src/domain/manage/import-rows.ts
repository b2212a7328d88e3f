import { ASSET_STATUSES, type AssetStatus } from './asset-status';

/** Snipe-IT's status labels, and ours, as they arrive in an asset CSV. */
const statusLabels: Readonly<Record<string, AssetStatus>> = {
  'ready to deploy': 'in-stock',
  pending: 'pending-return',
  deployed: 'deployed',
  'out for repair': 'in-repair',
  broken: 'in-repair',
  archived: 'retired',
  'lost/stolen': 'lost',
  ...Object.fromEntries(ASSET_STATUSES.map((status) => [status, status])),
};

export function statusFromLabel(label: string | undefined): AssetStatus | null {
  if (!label || label.trim() === '') return 'in-stock';
  return statusLabels[label.trim().toLowerCase()] ?? null;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Snipe-IT exports a warranty in months from the purchase date; we keep the day it ends. */
export function warrantyEndOf(purchaseDate: string | null, months: number | null): string | null {
  if (!purchaseDate || months === null || !isIsoDay(purchaseDate)) return null;
  const date = new Date(`${purchaseDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

export interface ImportLine {
  readonly line: number;
  readonly assetTag: string;
  readonly serial: string | null;
}

export interface LineProblem {
  readonly line: number;
  readonly reason: string;
}

/** Within one batch, a tag or serial may appear once: the second row names the line of the first. */
export function repeatsWithinBatch(rows: readonly ImportLine[]): LineProblem[] {
  const problems: LineProblem[] = [];
  const seen = { tag: new Map<string, number>(), serial: new Map<string, number>() };
  const check = (kind: 'tag' | 'serial', value: string, line: number) => {
    const key = value.toUpperCase();
    const first = seen[kind].get(key);
    if (first === undefined) seen[kind].set(key, line);
    else problems.push({ line, reason: `asset ${kind} ${value} repeats line ${first}` });
  };
  for (const row of rows) {
    check('tag', row.assetTag, row.line);
    if (row.serial) check('serial', row.serial, row.line);
  }
  return problems;
}
