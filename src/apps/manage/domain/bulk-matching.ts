import { ALIASES, KIND_FIELDS, looseKey, REQUIRED_FIELDS, suggestMapping, type ColumnMapping, type ImportField, type ImportKind } from './import-fields';

/** A column offered for a field, and how sure the match is (1 is certain). */
export interface ColumnSuggestion {
  readonly column: number;
  readonly score: number;
}

export interface ColumnMatch {
  readonly mapping: ColumnMapping;
  /** Every column worth offering for each field, best first: the screen lists them at the top of the field's choice. */
  readonly suggestions: Readonly<Partial<Record<ImportField, readonly ColumnSuggestion[]>>>;
  readonly missingRequired: readonly ImportField[];
}

/** Suggestions below this are not offered; above it, the best free one is chosen. */
const OFFERED = 0.55;

/** Letter pairs shared by two texts (Dice's coefficient): "Serial No" and "serialnumber" are close, "Tag" and "Notes" not. */
function likeness(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const pairs = (text: string) => Array.from({ length: text.length - 1 }, (_, index) => text.slice(index, index + 2));
  const left = pairs(a);
  const right = new Map<string, number>();
  for (const pair of pairs(b)) right.set(pair, (right.get(pair) ?? 0) + 1);
  let shared = 0;
  for (const pair of left) {
    const count = right.get(pair) ?? 0;
    if (count > 0) {
      shared += 1;
      right.set(pair, count - 1);
    }
  }
  return (2 * shared) / (left.length + b.length - 1);
}

/**
 * How well a header names a field: the header the organisation matched last time is certain; a known spelling
 * (Snipe-IT's columns and their synonyms) scores by its rank; any other header by its likeness to them.
 */
function scoreOf(header: string, field: ImportField, aliases: readonly string[], remembered: string | undefined): number {
  const key = looseKey(header);
  if (!key) return 0;
  if (remembered !== undefined && looseKey(remembered) === key) return 1;
  const rank = aliases.indexOf(key);
  if (rank !== -1) return 0.95 - rank * 0.02;
  const best = Math.max(likeness(key, looseKey(field)), ...aliases.map((alias) => likeness(key, alias)));
  return best * 0.85;
}

/**
 * The columns suggested for a kind's fields: the remembered mapping first, then Snipe-IT's headers and synonyms
 * (the same rank rules as Manage's import), then the likeliest of the rest; each column fills one field at most.
 */
export function matchColumns(header: readonly string[], kind: ImportKind, remembered: Readonly<Partial<Record<ImportField, string>>> = {}): ColumnMatch {
  const fields = KIND_FIELDS[kind] as readonly ImportField[];
  const aliases = ALIASES[kind] as Readonly<Partial<Record<ImportField, readonly string[]>>>;
  const suggestions: Partial<Record<ImportField, ColumnSuggestion[]>> = {};
  const scored: { field: ImportField; column: number; score: number }[] = [];
  for (const field of fields) {
    const offered = header
      .map((cell, column) => ({ column, score: scoreOf(cell, field, aliases[field] ?? [], remembered[field]) }))
      .filter((each) => each.score >= OFFERED)
      .sort((a, b) => b.score - a.score);
    if (offered.length > 0) suggestions[field] = offered;
    scored.push(...offered.map((each) => ({ field, ...each })));
  }
  // The rank rules of the import screen decide between equally known spellings ("Name" is the asset's, not the holder's).
  const known = suggestMapping(header, kind).mapping;
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  const claim = (field: ImportField, column: number) => {
    if (mapping[field] !== undefined || taken.has(column)) return;
    mapping[field] = column;
    taken.add(column);
  };
  for (const [field, text] of Object.entries(remembered) as [ImportField, string][]) {
    const column = header.findIndex((cell) => looseKey(cell) === looseKey(text));
    if (column !== -1 && fields.includes(field)) claim(field, column);
  }
  for (const [field, column] of Object.entries(known) as [ImportField, number][]) claim(field, column);
  for (const { field, column } of scored.sort((a, b) => b.score - a.score)) claim(field, column);
  const missingRequired = (REQUIRED_FIELDS[kind] as readonly ImportField[]).filter((field) => mapping[field] === undefined);
  return { mapping, suggestions, missingRequired };
}

/** The header row: the first record with a filled cell, unless the person chose another. */
export function firstFilledRow(records: readonly { readonly cells: readonly string[] }[]): number {
  const index = records.findIndex((record) => record.cells.some((cell) => cell.trim() !== ''));
  return Math.max(0, index);
}

/** The matched columns by their header text, as the organisation's mapping is remembered. */
export function headersOf(header: readonly string[], mapping: ColumnMapping): Partial<Record<ImportField, string>> {
  return Object.fromEntries(
    (Object.entries(mapping) as [ImportField, number][]).flatMap(([field, column]) => (header[column]?.trim() ? [[field, header[column]!.trim().slice(0, 200)]] : [])),
  );
}
