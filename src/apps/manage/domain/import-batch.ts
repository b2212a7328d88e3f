import type { ImportProblem } from './import-problems';
import { UNIQUE_FIELDS } from './import-plan';
import { repeatsWithinBatch } from './import-repeats';
import { readAssetRow, type AssetImportRow } from './import-rows';
import { PRODUCT_TYPES, type AssetStatus, type ProductType } from './asset-status';

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

/** A row as the CSV gives it after column mapping: text in every cell, and its line in the file. */
interface RawImportRow {
  readonly line: number;
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
  /** The holder as the file names them: an address or a name, matched to a person when the row is accepted. */
  readonly assignedTo: string | null;
  readonly location: string | null;
  readonly purchaseDate: string | null;
  readonly costCents: number | null;
  readonly warrantyEnd: string | null;
  readonly endOfLife?: string | null | undefined;
  readonly notes: string | null;
  readonly customFields?: Readonly<Record<string, string>> | undefined;
}

/**
 * One row's values, or every problem with it, read exactly as the browser reads the file before sending it, so
 * what the screen accepted the server accepts too.
 */
function parseImportRow({ line, assignedTo, warrantyMonths, ...cells }: RawImportRow): { ok: true; values: ImportValues } | { ok: false; problems: readonly ImportProblem[] } {
  const values = Object.fromEntries(
    Object.entries({ ...cells, fullName: assignedTo, warrantyMonths }).flatMap(([field, text]) => (text?.trim() ? [[field, text.trim()]] : [])),
  );
  const reading = readAssetRow({ line, values, custom: {} });
  // Rows sent to the queue by an integration carry our own status names, so an unknown one is a mistake, not a choice.
  const unknown = reading.review.filter((reason) => reason.code === 'unknown-status');
  const problems = [...reading.problems, ...unknown.map(({ params }) => ({ line, field: 'status' as const, code: 'unknown-status' as const, params }))];
  if (!reading.row || problems.length > 0) return { ok: false, problems };
  return { ok: true, values: importedValuesOf(reading.row) };
}

/** An asset row as the review queue keeps it until a person accepts, merges or rejects it. */
function importedValuesOf(row: AssetImportRow): ImportValues {
  const holder = row.holder;
  return {
    assetTag: row.assetTag,
    serial: row.serial,
    model: row.model,
    manufacturer: row.manufacturer,
    productType: productTypeFromCategory(row.category ?? ''),
    status: row.status,
    assignedTo: holder?.email ?? holder?.name ?? holder?.username ?? null,
    location: row.location,
    purchaseDate: row.purchaseDate,
    costCents: row.purchaseCostCents,
    warrantyEnd: row.warrantyEnd,
    endOfLife: row.endOfLife,
    notes: row.notes,
    customFields: row.customFields,
  };
}

/** All or nothing: every row of the batch read, or every problem of every row (repeats within the batch too). */
export function readImportBatch(
  rows: readonly RawImportRow[],
): { ok: true; rows: readonly { line: number; values: ImportValues }[] } | { ok: false; problems: readonly ImportProblem[] } {
  const read = rows.map((row) => ({ line: row.line, result: parseImportRow(row) }));
  const problems = [...read.flatMap(({ result }) => (result.ok ? [] : result.problems)), ...repeatsWithinBatch(
      rows.map(({ line, assetTag, serial }) => ({ line, values: { assetTag, serial } })),
      UNIQUE_FIELDS.assets,
    ),
  ];
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, rows: read.map(({ line, result }) => ({ line, values: (result as { values: ImportValues }).values })) };
}
