/** Every report of Insights Center, each read from the app that keeps its numbers. */
export const REPORT_KINDS = [
  'fleet-status',
  'fleet-age',
  'fleet-location',
  'fleet-book-value',
  'spend-month',
  'tickets-sla',
  'tickets-team',
  'campaign-progress',
  'emissions-year',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a column counts: a number of things, money in minor units of the report's currency, or kilograms of CO2e. */
export type ReportUnit = 'count' | 'money' | 'kg';

/** 1 is always shown; 2 and 3 give way on a narrow screen (the kit's column priorities). */
export type ColumnPriority = 1 | 2 | 3;

export interface ReportColumn {
  readonly id: string;
  readonly unit: ReportUnit;
  readonly priority: ColumnPriority;
}

/** One row: its key (a status, an age bucket, a month, a team...; null for "none") and one value per column. */
export interface ReportRow {
  readonly key: string | null;
  readonly values: readonly number[];
}

/**
 * The one shape every report has, so that one chart, one table, one CSV and one PDF writer serve them all: the
 * first column is the one the chart draws; totals sum every column over the rows.
 */
export interface ReportTable {
  readonly kind: ReportKind;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportRow[];
  readonly totals: readonly number[];
  /** ISO 4217 of the money columns; null when there are none. */
  readonly currency: string | null;
}

/** Whether the rows' keys are words of the portal (translated) rather than names people gave (shown as they are). */
export const TRANSLATED_KEYS: Readonly<Record<ReportKind, boolean>> = {
  'fleet-status': true,
  'fleet-age': true,
  'fleet-location': false,
  'fleet-book-value': true,
  'spend-month': false,
  'tickets-sla': true,
  'tickets-team': false,
  'campaign-progress': false,
  'emissions-year': false,
};

/** A table from its rows: the totals worked out once, here. */
export function reportTable(kind: ReportKind, columns: readonly ReportColumn[], rows: readonly ReportRow[], currency: string | null = null): ReportTable {
  const totals = columns.map((_, index) => rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0));
  return { kind, columns, rows, totals, currency };
}

/** The table as the contract answers it: the same figures in arrays of its own (the schema's are not read-only). */
export function tableAnswer(table: ReportTable) {
  return {
    ...table,
    columns: [...table.columns],
    rows: table.rows.map((row) => ({ key: row.key, values: [...row.values] })),
    totals: [...table.totals],
  };
}

/** Rows grouped by a key, each value summed, in first-seen order unless sorted by the caller. */
export function groupRows<T>(items: readonly T[], keyOf: (item: T) => string | null, valuesOf: (item: T) => readonly number[]): ReportRow[] {
  const groups = new Map<string | null, number[]>();
  for (const item of items) {
    const key = keyOf(item);
    const values = valuesOf(item);
    const sums = groups.get(key) ?? values.map(() => 0);
    groups.set(key, sums.map((sum, index) => sum + (values[index] ?? 0)));
  }
  return [...groups].map(([key, values]) => ({ key, values }));
}

/** Named keys alphabetically, "none" (null) last. */
export function byKey(a: ReportRow, b: ReportRow): number {
  if (a.key === null || b.key === null) return a.key === null ? (b.key === null ? 0 : 1) : -1;
  return a.key.localeCompare(b.key);
}
