import type { SlashDateOrder } from '../../../domain/imports/import-dates';
import type { ReportLine } from './import-report';
import type { StatusTable } from './import-statuses';

/** "Import all that is valid, the rest waits in review" or "nothing unless all is valid", as the admin chooses. */
export const BULK_MODES = ['partial', 'all-or-nothing'] as const;
export type BulkMode = (typeof BULK_MODES)[number];

/** Rows per batch: a batch is one transaction on the server, short enough to leave other requests their turn. */
export const BULK_BATCH_ROWS = 1000;

/** How the cells of a file are read, the same in the browser's worker and on the server at commit. */
export interface BulkSetup {
  readonly slashDateOrder: SlashDateOrder;
  readonly dateOrderSettled: boolean;
  readonly statusTable: StatusTable;
}

/**
 * What one file did, and only that file: records created, records it changed (blanks filled), rows that matched a
 * record already here and changed nothing, rows waiting in review (invalid, to fix in place), rows sent to the
 * asset review queue (a decision: unknown status, ambiguous date), holders not here yet, rows skipped.
 */
export interface BulkSummary {
  readonly created: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly invalid: number;
  readonly review: number;
  readonly waitingHolder: number;
  readonly skipped: number;
}

export const EMPTY_SUMMARY: BulkSummary = { created: 0, changed: 0, unchanged: 0, invalid: 0, review: 0, waitingHolder: 0, skipped: 0 };

/** Merged lines with these reasons wrote something into the record they matched. */
const CHANGING_REASONS: ReadonlySet<ReportLine['reason']> = new Set(['filled-blanks']);

/**
 * A batch's figures from its report lines and the records its importer created: a licence file repeats its
 * licence on each seat's line, and an asset waiting for its holder is created all the same, so records created
 * are counted by the importer, not by lines.
 */
export function batchSummary(lines: readonly ReportLine[], createdRecords: number, invalid: number): BulkSummary {
  let changed = 0;
  let unchanged = 0;
  let review = 0;
  let waitingHolder = 0;
  let skipped = 0;
  for (const line of lines) {
    if (line.outcome === 'merged') {
      if (CHANGING_REASONS.has(line.reason)) changed += 1;
      else unchanged += 1;
    } else if (line.outcome === 'review') review += 1;
    else if (line.outcome === 'waiting') waitingHolder += 1;
    else if (line.outcome === 'skipped') skipped += 1;
  }
  return { created: createdRecords, changed, unchanged, invalid, review, waitingHolder, skipped };
}

export function addSummaries(a: BulkSummary, b: BulkSummary): BulkSummary {
  return {
    created: a.created + b.created,
    changed: a.changed + b.changed,
    unchanged: a.unchanged + b.unchanged,
    invalid: a.invalid + b.invalid,
    review: a.review + b.review,
    waitingHolder: a.waitingHolder + b.waitingHolder,
    skipped: a.skipped + b.skipped,
  };
}

/** A file that created and changed nothing: the screen says so ("nothing changed"). */
export function changedNothing(summary: BulkSummary): boolean {
  return summary.created === 0 && summary.changed === 0;
}
