import { toCsv } from '../../../domain/csv/csv-text';
import type { ImportKind } from './import-fields';

/** What became of one line of an imported file. */
export const IMPORT_OUTCOMES = ['created', 'merged', 'skipped', 'review', 'waiting'] as const;
type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * Why, as a code the screen words: a new record; merged into one with the same tag, serial, address, name or
 * licence; skipped because the address belongs to another organisation or the licence has no seat left; sent for
 * review (unknown status, ambiguous date, holder matching two people); waiting for a holder not here yet.
 */
export const OUTCOME_REASONS = [
  'new',
  'same-tag',
  /** Merged into the asset of the same tag or serial, whose blank fields the row filled. */
  'filled-blanks',
  'same-serial',
  'same-email',
  'same-name',
  'same-licence',
  'seat-held',
  'email-elsewhere',
  'no-seat-left',
  'unknown-status',
  'ambiguous-date',
  'holder-ambiguous',
  'holder-unknown',
  /** An order placed by an earlier import of its reference. */
  'same-reference',
  /** An order for an address that is nobody of the organisation (yet). */
  'person-unknown',
] as const;
type OutcomeReason = (typeof OUTCOME_REASONS)[number];

export interface ReportLine {
  readonly line: number;
  readonly outcome: ImportOutcome;
  readonly reason: OutcomeReason;
  /** The record the line is about, as people know it: a tag, an address, a name. */
  readonly label: string;
  /** What the reason needs: the status or date as written, the holder as named. */
  readonly detail: string | null;
}

export interface ImportReport {
  readonly batchId: string;
  readonly kind: ImportKind;
  readonly lines: readonly ReportLine[];
  /** Records created, which a licence file's lines (one per seat) or assets waiting for their holder do not tell. */
  readonly created: number;
  /** Holders waiting from earlier files who were found now (a licence seat or an asset handed to them). */
  readonly matched: number;
  /** Holders still waiting, from this import and earlier ones. */
  readonly waiting: number;
  /**
   * For a locations file, its sites as offices in Locations: added, there already by name, or not added because the
   * address lacks a part (`incomplete`) or its postcode is not the country's (`invalid`).
   */
  readonly places: PlacesCounts | null;
}

export interface PlacesCounts {
  readonly added: number;
  readonly known: number;
  readonly incomplete: number;
  readonly invalid: number;
}

export function outcomeCounts(report: Pick<ImportReport, 'lines'>): Readonly<Record<ImportOutcome, number>> {
  const counts = Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<ImportOutcome, number>;
  for (const line of report.lines) counts[line.outcome] += 1;
  return counts;
}

/** The words the file is written in: the screen's language, so the report reads like the screen. */
interface ReportWords {
  readonly header: readonly [line: string, outcome: string, record: string, reason: string];
  outcome(outcome: ImportOutcome): string;
  reason(line: ReportLine): string;
}

/** The report as a CSV file, one line per line of the imported file, in the file's order. */
export function reportCsv(report: ImportReport, words: ReportWords): string {
  const lines = [...report.lines].sort((a, b) => a.line - b.line);
  return toCsv(words.header, lines.map((line) => [line.line, words.outcome(line.outcome), line.label, words.reason(line)]));
}
