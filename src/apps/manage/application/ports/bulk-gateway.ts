import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { BulkMode, BulkSetup, BulkSummary } from '../../domain/bulk-summary';
import type { ImportField, ImportKind } from '../../domain/import-fields';
import type { ImportProblem } from '../../domain/import-problems';
import type { MappedRow } from '../../domain/import-row-reading';

type Cells = Readonly<Partial<Record<ImportField, string>>>;

/** One file taken in by Bulk Upload, with its progress and what it did. */
export interface BulkImport {
  readonly id: string;
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly mode: BulkMode;
  readonly rowCount: number;
  readonly received: number;
  readonly state: 'open' | 'done' | 'failed';
  readonly summary: BulkSummary;
  readonly waiting: number;
  readonly createdAt: string;
  readonly finishedAt: string | null;
}

export interface BulkWaitingRow {
  readonly id: string;
  readonly importId: string;
  readonly kind: ImportKind;
  readonly line: number;
  readonly values: Cells;
  readonly problems: readonly ImportProblem[];
  readonly createdAt: string;
}

export interface StartBulkImport {
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly fileHash: string;
  readonly mode: BulkMode;
  readonly rowCount: number;
  readonly setup: BulkSetup;
  readonly headers: Cells;
}

/** Bulk Upload's server side: files in batches, the rows waiting in review, the remembered columns. */
export interface BulkGateway {
  start(request: StartBulkImport): Promise<{ readonly import: BulkImport; readonly previous: BulkImport | null }>;
  sendBatch(id: string, request: { readonly rows: readonly MappedRow[]; readonly last: boolean }): Promise<BulkImport>;
  history(query: ListRequest): Promise<ListPage<BulkImport>>;
  waiting(query: ListRequest & { readonly importId?: string | undefined }): Promise<ListPage<BulkWaitingRow>>;
  fix(id: string, request: { readonly values: Cells }): Promise<{ readonly imported: boolean; readonly row: BulkWaitingRow | null; readonly summary: BulkSummary }>;
  drop(id: string): Promise<void>;
  mapping(query: { readonly kind: ImportKind }): Promise<{ readonly kind: ImportKind; readonly headers: Cells }>;
}

export const BULK_GATEWAY = Symbol.for('manage.BulkGateway');
