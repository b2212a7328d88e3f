import { checkBulkRow } from '../../../../../contract/apps/manage/bulk-rows';
import type { CsvRecord } from '../../../../domain/imports/csv-table';
import type { ImportField } from '../../domain/import-fields';
import { UNIQUE_FIELDS } from '../../domain/import-plan';
import type { ImportProblem } from '../../domain/import-problems';
import { repeatsWithinBatch } from '../../domain/import-repeats';
import type { MappedRow } from '../../domain/import-row-reading';
import { applyMapping } from '../../domain/import-rows';
import { readSheet } from './sheet-reading';
import type { BulkReading, CheckedFile, GridRow, LoadedFile, Progress } from '../../application/ports/bulk-reader-port';

/** Records shown to pick the header row from. */
const PREVIEW_RECORDS = 20;
/** Rows checked between two progress reports (and, off a worker, between two turns of the page). */
const CHECK_CHUNK = 2000;

async function sha256(bytes: ArrayBuffer): Promise<string> {
  // A view of this realm's own: a file read in another (a test's DOM) hands over a buffer the digest would refuse.
  const digest = await crypto.subtle.digest('SHA-256', Uint8Array.from(new Uint8Array(bytes)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Bulk Upload's reading of one file, run in a Web Worker (adapters/bulk/bulk-worker.ts) so that 100,000 rows never
 * hold the page: the file read once, every row checked with the API's rules (contract/apps/manage/bulk-rows), fixed
 * cells checked again, and the rows handed out a batch at a time for the commit.
 */
export class BulkEngine {
  private records: readonly CsvRecord[] = [];
  private rows: MappedRow[] = [];
  private problems = new Map<number, readonly ImportProblem[]>();
  private reading: BulkReading | null = null;

  constructor(private readonly yieldTurn: () => Promise<void> = () => Promise.resolve()) {}

  async load(name: string, bytes: ArrayBuffer): Promise<LoadedFile> {
    const hash = await sha256(bytes);
    const sheet = await readSheet(name, bytes);
    this.records = sheet.records;
    this.rows = [];
    this.problems.clear();
    return { rowCount: sheet.records.length, preview: sheet.records.slice(0, PREVIEW_RECORDS), hash, syntaxErrors: sheet.errors.length };
  }

  async check(reading: BulkReading, progress: Progress): Promise<CheckedFile> {
    this.reading = reading;
    const header = this.records[reading.headerIndex]?.cells ?? [];
    this.rows = applyMapping(this.records.slice(reading.headerIndex + 1), reading.mapping, header, reading.kind === 'assets' ? reading.customColumns : []);
    // Repeats across the whole file: the later line is the invalid one, whichever batch it would travel in.
    const repeats = new Map<number, ImportProblem[]>();
    for (const problem of repeatsWithinBatch(this.rows, UNIQUE_FIELDS[reading.kind])) repeats.set(problem.line, [...(repeats.get(problem.line) ?? []), problem]);
    this.problems.clear();
    const total = this.rows.length;
    for (let start = 0; start < total; start += CHECK_CHUNK) {
      for (let index = start; index < Math.min(total, start + CHECK_CHUNK); index += 1) {
        const row = this.rows[index]!;
        const checked = checkBulkRow(reading.kind, row, reading.setup);
        const found = [...(checked.ok ? [] : checked.problems), ...(repeats.get(row.line) ?? [])];
        if (found.length > 0) this.problems.set(index, found);
      }
      progress(Math.min(total, start + CHECK_CHUNK), total);
      await this.yieldTurn();
    }
    return { total, invalid: this.problems.size };
  }

  /** A page of the grid: only the invalid rows unless all are asked for. */
  page(offset: number, limit: number, invalidOnly: boolean): { total: number; rows: GridRow[] } {
    const indexes = invalidOnly ? [...this.problems.keys()].sort((a, b) => a - b) : null;
    const total = indexes ? indexes.length : this.rows.length;
    const chosen = indexes ? indexes.slice(offset, offset + limit) : Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, n) => offset + n);
    return { total, rows: chosen.map((index) => this.gridRow(index)) };
  }

  /** A cell fixed in place: the row is checked again with the same rules. */
  fix(line: number, values: Readonly<Partial<Record<ImportField, string>>>): GridRow {
    const index = this.rows.findIndex((row) => row.line === line);
    if (index === -1 || !this.reading) throw new Error(`no row on line ${line}`);
    const trimmed = Object.fromEntries(Object.entries(values).flatMap(([field, text]) => (text?.trim() ? [[field, text.trim()]] : [])));
    const row = { ...this.rows[index]!, values: trimmed };
    this.rows[index] = row;
    const checked = checkBulkRow(this.reading.kind, row, this.reading.setup);
    if (checked.ok) this.problems.delete(index);
    else this.problems.set(index, checked.problems);
    return this.gridRow(index);
  }

  /** The rows of one batch as the server takes them. */
  batch(offset: number, size: number): MappedRow[] {
    return this.rows.slice(offset, offset + size);
  }

  /** Every problem of every row, for the error CSV. */
  allProblems(): GridRow[] {
    return [...this.problems.keys()].sort((a, b) => a - b).map((index) => this.gridRow(index));
  }

  private gridRow(index: number): GridRow {
    const row = this.rows[index]!;
    return { line: row.line, values: row.values, problems: this.problems.get(index) ?? [] };
  }
}
