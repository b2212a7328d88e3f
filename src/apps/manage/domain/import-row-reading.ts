import type { SlashDateOrder } from '../../../domain/imports/import-dates';
import { parseCostCents, parseWarrantyMonths } from '../../../domain/imports/import-values';
import { looseKey, type ImportField } from './import-fields';
import type { ImportProblem, ImportProblemCode, ReviewReason } from './import-problems';
import { readImportDay } from './import-slash-dates';
import type { StatusTable } from './import-statuses';

/** A record with its cells given to fields by the mapping; blank cells are left out. */
export interface MappedRow {
  readonly line: number;
  readonly values: Readonly<Partial<Record<ImportField, string>>>;
  /** Cells of the columns taken as custom fields, by the field's name; blank ones left out. */
  readonly custom: Readonly<Record<string, string>>;
}

export interface ImportOptions {
  readonly slashDateOrder?: SlashDateOrder;
  /** The person chose the order or the file showed it: an ambiguous date is then read without asking again. */
  readonly dateOrderSettled?: boolean;
  /** The file's status labels and what each becomes; Snipe-IT's own when absent. */
  readonly statusTable?: StatusTable;
}

/** An ambiguous date as it was read, for the preview to spell out. */
export interface DateReading {
  readonly field: ImportField;
  readonly value: string;
  readonly day: string;
  readonly other: string;
}

export type RowReading<R> =
  | { readonly row: R; readonly problems: readonly []; readonly review: readonly ReviewReason[]; readonly dates: readonly DateReading[] }
  | { readonly row: null; readonly problems: readonly ImportProblem[]; readonly review: readonly ReviewReason[]; readonly dates: readonly DateReading[] };

const FLAGS = new Map([...['y', 'yes', 'true', '1', 'ja', 'x'].map((key) => [key, true] as const), ...['n', 'no', 'false', '0', 'nein'].map((key) => [key, false] as const)]);

/** The other slash order's day of an ambiguous date. */
function otherOrder(order: SlashDateOrder): SlashDateOrder {
  return order === 'month-first' ? 'day-first' : 'month-first';
}

/**
 * The cells of one row read field by field: a blank cell is no value, a filled one must parse or the row gets a
 * problem naming what was read, so that every problem of a row is said at once and one fix round is enough.
 */
export function cellReader({ line, values }: MappedRow, options: ImportOptions) {
  const problems: ImportProblem[] = [];
  const review: ReviewReason[] = [];
  const dates: DateReading[] = [];
  const problem = (field: ImportField, code: ImportProblemCode, params: ImportProblem['params'] = {}) => problems.push({ line, field, code, params });
  const parsed = <T>(field: ImportField, code: ImportProblemCode, parse: (text: string) => T | null): T | null => {
    const text = values[field];
    if (text === undefined) return null;
    const value = parse(text);
    if (value === null) problem(field, code, { value: text });
    return value;
  };
  const order = options.slashDateOrder ?? 'month-first';
  return {
    problems,
    review,
    dates,
    problem,
    text: (field: ImportField): string | null => values[field] ?? null,
    required(field: ImportField, code: ImportProblemCode = 'missing-value'): string {
      const text = values[field];
      if (text === undefined) problem(field, code);
      return text ?? '';
    },
    day(field: ImportField): string | null {
      const reading = parsed(field, 'invalid-date', (text) => readImportDay(text, order));
      if (!reading?.ambiguous) return reading?.day ?? null;
      const value = values[field]!;
      const other = readImportDay(value, otherOrder(order))!.day;
      dates.push({ field, value, day: reading.day, other });
      if (!options.dateOrderSettled) review.push({ code: 'ambiguous-date', field, params: { value, day: reading.day, other } });
      return reading.day;
    },
    cents(field: ImportField): number | null {
      const cents = parsed(field, 'invalid-cost', parseCostCents);
      if (cents !== null && cents < 0) problem(field, 'negative-cost', { value: values[field]! });
      return cents;
    },
    months: (field: ImportField): number | null => parsed(field, 'invalid-warranty-months', parseWarrantyMonths),
    /** A whole count as spreadsheets write it ("56", "56.0"), at least `min`. */
    count(field: ImportField, min: number): number | null {
      return parsed(field, 'invalid-count', (text) => {
        const count = Number(text.replace(/[.,]0+$/, ''));
        return Number.isInteger(count) && count >= min && count <= 1_000_000 ? count : null;
      });
    },
    /** Yes or no as spreadsheets and Snipe-IT write it ("Y", "yes", "true", "1"); a blank cell is no. */
    flag(field: ImportField): boolean {
      return parsed(field, 'invalid-flag', (text) => FLAGS.get(looseKey(text)) ?? null) ?? false;
    },
    email(field: ImportField): string | null {
      return parsed(field, 'invalid-email', (text) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text.toLowerCase() : null));
    },
    reading<R>(row: R): RowReading<R> {
      return problems.length > 0 ? { row: null, problems, review, dates } : { row, problems: [], review, dates };
    },
  };
}

/** Who holds an item as a Snipe-IT file names them: any of username, address and name may be there. */
export interface HolderRef {
  readonly username: string | null;
  readonly email: string | null;
  readonly name: string | null;
}

/** The holder of a row, or null when none of its holder columns is filled; the name from full or first and last. */
export function holderOf(cells: ReturnType<typeof cellReader>): HolderRef | null {
  const joined = [cells.text('firstName'), cells.text('lastName')].filter(Boolean).join(' ');
  const name = cells.text('fullName') ?? (joined || null);
  const username = cells.text('username');
  const email = cells.email('email');
  return username || email || name ? { username, email, name } : null;
}
