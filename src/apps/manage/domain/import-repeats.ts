import type { ImportField } from './import-fields';
import type { ImportProblem, ImportProblemCode } from './import-problems';

interface BatchLine {
  readonly line: number;
  readonly values: Readonly<Partial<Record<ImportField, string>>>;
}

/** The fields no two lines of one file may share, with the problem a repeat is: each kind has its own. */
export type UniqueFields = readonly { readonly field: ImportField; readonly code: ImportProblemCode }[];

/**
 * A value that repeats an earlier line of the same import, named with that first line. They are compared as people
 * read them: "lt-001" and "LT-001" would be two labels no one tells apart.
 */
export function repeatsWithinBatch(lines: readonly BatchLine[], unique: UniqueFields): ImportProblem[] {
  const first = new Map(unique.map(({ field }) => [field, new Map<string, number>()]));
  const problems: ImportProblem[] = [];
  for (const line of lines) {
    for (const { field, code } of unique) {
      const value = line.values[field];
      if (!value) continue;
      const key = value.toUpperCase();
      const firstLine = first.get(field)!.get(key);
      if (firstLine === undefined) first.get(field)!.set(key, line.line);
      else problems.push({ line: line.line, field, code, params: { value, firstLine } });
    }
  }
  return problems;
}
