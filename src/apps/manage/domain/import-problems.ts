import type { ImportField } from './import-fields';

/** Why a file or a row cannot be imported. Codes, not sentences: the screen translates them with their params. */
export type ImportProblemCode =
  | 'empty-file'
  | 'malformed-csv'
  | 'missing-column'
  | 'too-many-rows'
  | 'missing-asset-tag'
  | 'missing-model'
  | 'missing-value'
  | 'invalid-date'
  | 'invalid-cost'
  | 'negative-cost'
  | 'invalid-warranty-months'
  | 'invalid-count'
  | 'invalid-email'
  | 'invalid-flag'
  | 'unknown-status'
  | 'duplicate-asset-tag'
  | 'duplicate-serial'
  | 'duplicate-value'
  /** The API's own rule for the value refused it (a text too long, a number out of range): its message in params.detail. */
  | 'invalid-value';

export interface ImportProblem {
  /** The line of the CSV file the problem is on, counted from 1 as an editor shows it. */
  readonly line: number;
  readonly code: ImportProblemCode;
  readonly field?: ImportField;
  /** What the message needs: the value that was read, the line of the first duplicate, the known statuses. */
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * Why a row that could be read still needs a person: it goes to the review queue instead of failing the file.
 * A holder matching two people is found only on the server, which knows the people.
 */
export const REVIEW_REASONS = ['unknown-status', 'ambiguous-date', 'holder-ambiguous'] as const;
type ReviewReasonCode = (typeof REVIEW_REASONS)[number];

export interface ReviewReason {
  readonly code: ReviewReasonCode;
  readonly field?: ImportField;
  /** The cell as written, and for a date both readings (YYYY-MM-DD): the one taken and the other. */
  readonly params: Readonly<Record<string, string>>;
}
