import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
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
