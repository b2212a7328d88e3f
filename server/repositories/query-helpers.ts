import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort } from '../../contract/list';

export interface PageRequest {
  readonly page: number;
  readonly pageSize: number;
}

export function pageOf({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A case-insensitive "contains" pattern with the user's own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ORDER BY the requested sort field, then `tieBreaker` so that pages never overlap. */
export function orderOf<Field extends string>(
  columns: Readonly<Record<Field, AnyColumn | SQL>>,
  sort: string | undefined,
  fallback: NoInfer<Field>,
  tieBreaker: AnyColumn,
): SQL[] {
  const { field, descending } = parseSort(sort, fallback);
  const column = columns[field] ?? columns[fallback];
  return [descending ? desc(column) : asc(column), asc(tieBreaker)];
}

/** Whole days (`YYYY-MM-DD`, both inclusive) as an organisation counts them: in its time zone, not UTC. */
export interface DayRange {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly timeZone: string;
}

/** The instant `column` holds falls on the range's days, counted in its zone. */
export function onDays(column: AnyColumn, { from, to, timeZone }: DayRange): SQL | undefined {
  const day = sql`(${column} at time zone ${timeZone})::date`;
  return and(from ? sql`${day} >= ${from}::date` : undefined, to ? sql`${day} <= ${to}::date` : undefined);
}

/**
 * The month (`YYYY-MM`) the instant `column` holds falls in, counted in the zone. Group and order by its place in the
 * select list (`sql\`1\``): the zone is a parameter, and PostgreSQL does not see two parameters as one expression.
 */
export function monthIn(column: AnyColumn, timeZone: string): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM')`;
}
