import type { ImportField } from './import-fields';

/** Why a file or a row cannot be imported. Codes, not sentences: the screen translates them with their params. */
export const IMPORT_PROBLEM_CODES = [
  'empty-file',
  'malformed-csv',
  'missing-column',
  'too-many-rows',
  'missing-asset-tag',
  'missing-model',
  'invalid-date',
  'invalid-cost',
  'negative-cost',
  'invalid-warranty-months',
  'unknown-status',
  'duplicate-asset-tag',
  'duplicate-serial',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export interface ImportProblem {
  /** The line of the CSV file the problem is on, counted from 1 as an editor shows it. */
  readonly line: number;
  readonly code: ImportProblemCode;
  readonly field?: ImportField;
  /** What the message needs: the value that was read, the line of the first duplicate, the known statuses. */
  readonly params: Readonly<Record<string, string | number>>;
}
