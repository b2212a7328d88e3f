import { SNIPE_IT_STATUS_TABLE, statusFromLabel as statusFromTable } from '../imports/import-statuses';
import { isHeld, PRODUCT_TYPES, type AssetStatus, type ProductType } from './asset-status';

/** A status label as it arrives in an asset CSV, read as the browser's import reads it; blank means on the shelf. */
export function statusFromLabel(label: string | undefined): AssetStatus | null {
  if (!label || label.trim() === '') return 'in-stock';
  return statusFromTable(label, SNIPE_IT_STATUS_TABLE);
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

const productTypeSynonyms: Readonly<Record<string, ProductType>> = {
  notebook: 'laptop',
  'mobile phone': 'phone',
  smartphone: 'phone',
  display: 'monitor',
  workstation: 'desktop',
  'network device': 'network',
};

/** Snipe-IT's categories are free text ("Laptops", "Mobile Phones"); anything unknown is filed as other. */
export function productTypeFromCategory(category: string): ProductType {
  const name = category.trim().toLowerCase().replace(/s$/, '');
  return (PRODUCT_TYPES as readonly string[]).includes(name) ? (name as ProductType) : (productTypeSynonyms[name] ?? 'other');
}

/** A row as the CSV gives it after column mapping: text in every cell. */
export interface RawImportRow {
  readonly assetTag?: string | undefined;
  readonly serial?: string | undefined;
  readonly model?: string | undefined;
  readonly manufacturer?: string | undefined;
  readonly category?: string | undefined;
  readonly status?: string | undefined;
  readonly assignedTo?: string | undefined;
  readonly location?: string | undefined;
  readonly purchaseDate?: string | undefined;
  readonly purchaseCost?: string | undefined;
  readonly warrantyMonths?: string | undefined;
  readonly notes?: string | undefined;
}

export interface ImportValues {
  readonly assetTag: string;
  readonly serial: string | null;
  readonly model: string;
  readonly manufacturer: string | null;
  readonly productType: ProductType;
  readonly status: AssetStatus;
  readonly assigneeEmail: string | null;
  readonly location: string | null;
  readonly purchaseDate: string | null;
  readonly costCents: number | null;
  readonly warrantyEnd: string | null;
  readonly notes: string | null;
}

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** One row's values, or every reason it cannot be imported. */
export function parseImportRow(row: RawImportRow): { ok: true; values: ImportValues } | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  const assetTag = blankToNull(row.assetTag);
  const model = blankToNull(row.model);
  const category = blankToNull(row.category);
  const status = statusFromLabel(row.status);
  const assignee = blankToNull(row.assignedTo);
  const purchaseDate = blankToNull(row.purchaseDate);
  const cost = blankToNull(row.purchaseCost)?.replace(/[^\d.-]/g, '');
  const months = blankToNull(row.warrantyMonths);
  if (!assetTag) reasons.push('asset tag is missing');
  else if (assetTag.length > 64) reasons.push('asset tag is longer than 64 characters');
  if (!model) reasons.push('model is missing');
  if (!category) reasons.push('category is missing');
  if (status === null) reasons.push(`status "${row.status}" is not known`);
  else if (isHeld(status) && !assignee) reasons.push(`a ${status} asset needs "assigned to"`);
  if (assignee && !/^[^@\s]+@[^@\s]+$/.test(assignee)) reasons.push('"assigned to" must be an email address');
  if (purchaseDate && !isIsoDay(purchaseDate)) reasons.push(`purchase date "${purchaseDate}" is not a YYYY-MM-DD day`);
  if (cost !== undefined && !(Number.isFinite(Number(cost)) && Number(cost) >= 0 && cost !== '')) reasons.push(`purchase cost "${row.purchaseCost}" is not an amount`);
  if (months && !/^\d{1,3}$/.test(months)) reasons.push(`warranty months "${months}" is not a whole number`);
  if (reasons.length > 0 || !assetTag || !model || !category || status === null) return { ok: false, reasons };
  return {
    ok: true,
    values: {
      assetTag,
      serial: blankToNull(row.serial),
      model,
      manufacturer: blankToNull(row.manufacturer),
      productType: productTypeFromCategory(category),
      status,
      assigneeEmail: assignee?.toLowerCase() ?? null,
      location: blankToNull(row.location),
      purchaseDate,
      costCents: cost === undefined ? null : Math.round(Number(cost) * 100),
      warrantyEnd: warrantyEndOf(purchaseDate, months === null ? null : Number(months)),
      notes: blankToNull(row.notes),
    },
  };
}
