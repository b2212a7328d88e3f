import type { ImportProblem } from './import-problems';

export interface BatchLine {
  readonly line: number;
  readonly assetTag?: string | undefined;
  readonly serial?: string | undefined;
}

/**
 * A tag or serial that repeats an earlier line of the same import, named with that first line. They are compared
 * as people read them: "lt-001" and "LT-001" would be two labels no one tells apart.
 */
export function repeatsWithinBatch(lines: readonly BatchLine[]): ImportProblem[] {
  const first = { assetTag: new Map<string, number>(), serial: new Map<string, number>() };
  const problems: ImportProblem[] = [];
  for (const line of lines) {
    for (const field of ['assetTag', 'serial'] as const) {
      const value = line[field];
      if (!value) continue;
      const key = value.toUpperCase();
      const firstLine = first[field].get(key);
      if (firstLine === undefined) first[field].set(key, line.line);
      else {
        const code = field === 'assetTag' ? 'duplicate-asset-tag' : 'duplicate-serial';
        problems.push({ line: line.line, field, code, params: { value, firstLine } });
      }
    }
  }
  return problems;
}
