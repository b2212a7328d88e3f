import type * as z from 'zod';
import type { BulkSetup } from '../../../src/apps/manage/domain/bulk-summary';
import type { ImportField, ImportKind } from '../../../src/apps/manage/domain/import-fields';
import { READERS, UNIQUE_FIELDS } from '../../../src/apps/manage/domain/import-plan';
import type { ImportProblem, ReviewReason } from '../../../src/apps/manage/domain/import-problems';
import { repeatsWithinBatch } from '../../../src/apps/manage/domain/import-repeats';
import type { MappedRow } from '../../../src/apps/manage/domain/import-row-reading';
import {
  AccessoryMigrationRow,
  AssetMigrationRow,
  ComponentMigrationRow,
  ConsumableMigrationRow,
  LicenceMigrationRow,
  LocationMigrationRow,
  ModelMigrationRow,
  OrderMigrationRow,
  PersonMigrationRow,
} from './migration-schemas';

/**
 * One rule set for a row of Bulk Upload, run in the browser's worker while the person fixes cells and again on the
 * server at commit: the kind's reader (required cells, dates, amounts, statuses), then the API's own schema of that
 * row (lengths, ranges, formats). Whatever the worker let through, the server lets through.
 */
const ROW_SCHEMAS: { readonly [K in ImportKind]: z.ZodType } = {
  assets: AssetMigrationRow,
  people: PersonMigrationRow,
  licences: LicenceMigrationRow,
  accessories: AccessoryMigrationRow,
  locations: LocationMigrationRow,
  consumables: ConsumableMigrationRow,
  components: ComponentMigrationRow,
  models: ModelMigrationRow,
  orders: OrderMigrationRow,
};

/** The cell a schema's complaint is about: the row's field as the file's column names it. */
const CELL_OF: Readonly<Record<string, ImportField>> = {
  purchaseCostCents: 'purchaseCost',
  costCents: 'purchaseCost',
  invoiceNumber: 'orderNumber',
  licenceKey: 'serial',
  publisher: 'manufacturer',
  expiresOn: 'expirationDate',
  lowStockThreshold: 'minAmount',
  minQuantity: 'minAmount',
  total: 'quantity',
  reference: 'orderNumber',
  unitPriceCents: 'unitPrice',
  orderedOn: 'orderDate',
  address: 'address',
  holder: 'fullName',
};

export type ValidRow = { readonly line: number; readonly ok: true; readonly row: unknown; readonly review: readonly ReviewReason[] };
export type InvalidRow = { readonly line: number; readonly ok: false; readonly problems: readonly ImportProblem[] };
export type RowCheck = ValidRow | InvalidRow;

function schemaProblems(mapped: MappedRow, issues: readonly z.core.$ZodIssue[]): ImportProblem[] {
  return issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const field = (CELL_OF[key] ?? key) as ImportField;
    const value = mapped.values[field] ?? '';
    return { line: mapped.line, code: 'invalid-value', ...(field in mapped.values || key in CELL_OF ? { field } : {}), params: { value, detail: issue.message } };
  });
}

export function checkBulkRow(kind: ImportKind, mapped: MappedRow, setup: BulkSetup): RowCheck {
  const reading = READERS[kind](mapped, setup);
  if (!reading.row) return { line: mapped.line, ok: false, problems: reading.problems };
  // Only an asset can wait in the asset review queue for a decision; other kinds take the preview's reading.
  const review = kind === 'assets' ? reading.review : [];
  const candidate = kind === 'assets' ? { ...reading.row, review } : reading.row;
  const parsed = ROW_SCHEMAS[kind].safeParse(candidate);
  if (!parsed.success) return { line: mapped.line, ok: false, problems: schemaProblems(mapped, parsed.error.issues) };
  return { line: mapped.line, ok: true, row: parsed.data, review };
}

/**
 * Every row of a batch checked, and values that must be unique within a file (tags, serials, addresses) repeated
 * on a later line: that later line is the invalid one, the first one imports.
 */
export function checkBulkRows(kind: ImportKind, rows: readonly MappedRow[], setup: BulkSetup): RowCheck[] {
  const repeats = new Map<number, ImportProblem[]>();
  for (const problem of repeatsWithinBatch(rows, UNIQUE_FIELDS[kind])) repeats.set(problem.line, [...(repeats.get(problem.line) ?? []), problem]);
  return rows.map((mapped) => {
    const checked = checkBulkRow(kind, mapped, setup);
    const repeated = repeats.get(mapped.line);
    if (!repeated) return checked;
    return { line: mapped.line, ok: false, problems: [...(checked.ok ? [] : checked.problems), ...repeated] };
  });
}
