import * as z from 'zod';
import { text } from './text';

const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);
/** What a person typed into a search box. */
export const SearchText = text().trim().max(200).optional();

/**
 * The query of a list call: `page`, `pageSize`, `q` (free text), `sort` (a field, `-field` for descending)
 * and the list's own filters, each a plain query parameter.
 */
export function listQuery<const Fields extends readonly [string, ...string[]], Filters extends z.ZodRawShape>(
  sortFields: Fields,
  filters: Filters,
) {
  const sorts = sortFields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.strictObject({
    page: Page,
    pageSize: PageSize,
    q: SearchText,
    sort: z.enum(sorts).optional(),
    ...filters,
  });
}

/** A query parameter that is a yes/no flag. */
export const QueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

interface SortOrder<Field extends string> {
  readonly field: Field;
  readonly descending: boolean;
}

export function parseSort<Field extends string>(sort: string | undefined, fallback: Field): SortOrder<Field> {
  if (!sort) return { field: fallback, descending: false };
  return sort.startsWith('-')
    ? { field: sort.slice(1) as Field, descending: true }
    : { field: sort as Field, descending: false };
}

/** One page of a list, with the total count of everything that matched. */
export function listAnswer<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.int().min(0),
    page: z.int().min(1),
    pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
  });
}

export interface ListAnswer<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
