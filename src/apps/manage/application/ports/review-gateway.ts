import type { ExceptionKind } from '../../domain/exception-rules';
import type { ImportValues } from '../../domain/import-batch';
import type { MigrationBody } from '../../domain/import-plan';
import type { ReviewReason } from '../../domain/import-problems';
import type { ImportReport } from '../../domain/import-report';
import type { ListPage, ListRequest } from '../../../../application/ports/list-page';

/** A data-quality finding and the action that fixes it. */
export interface DataException {
  readonly kind: ExceptionKind;
  readonly entityType: 'asset' | 'licence' | 'person';
  readonly entityId: string;
  readonly label: string;
  /** The holder's name, the shared serial, the day (YYYY-MM-DD) or the seats as "used/total", by kind. */
  readonly fact: string;
  readonly fix: { readonly action: string; readonly label: string };
}

export type ImportState = 'pending' | 'accepted' | 'merged' | 'rejected';

export interface ImportedAsset {
  readonly id: string;
  readonly batchId: string;
  readonly line: number;
  readonly source: string;
  readonly values: ImportValues;
  readonly state: ImportState;
  /** An asset already holding the tag or serial: the candidate to merge into. */
  readonly matchAssetId: string | null;
  readonly resultAssetId: string | null;
  /** Why a moved-over row waits for a person. */
  readonly reasons: readonly ReviewReason[];
  readonly createdAt: string;
  readonly version: number;
}

/** An asset or a licence seat an import could not give yet, with the people its holder's name fits now. */
export interface WaitingHolder {
  readonly id: string;
  readonly batchId: string;
  readonly line: number;
  readonly entityType: 'asset' | 'licence';
  readonly entityId: string;
  readonly label: string;
  readonly holder: string;
  readonly candidates: readonly { readonly id: string; readonly name: string; readonly email: string }[];
  readonly createdAt: string;
}

export type ExceptionQuery = ListRequest & { readonly kind?: ExceptionKind };
export type ImportedAssetQuery = ListRequest & { readonly state?: ImportState; readonly batchId?: string };

export interface ReviewGateway {
  exceptions(query: ExceptionQuery): Promise<ListPage<DataException>>;
  /**
   * One read file of a kind, all or nothing, answered with what became of each line; `onProgress` hears the share
   * of the file sent, 0 to 1, after which the server is at work.
   */
  migrate(body: MigrationBody, onProgress: (sent: number) => void): Promise<ImportReport>;
  importedAssets(query: ImportedAssetQuery): Promise<ListPage<ImportedAsset>>;
  /** `assigneeId`: the person chosen when the file's holder fits several people. */
  accept(id: string, request: { readonly version: number; readonly assigneeId?: string }): Promise<ImportedAsset>;
  merge(id: string, request: { assetId: string; version: number }): Promise<ImportedAsset>;
  reject(id: string, request: { readonly version: number }): Promise<ImportedAsset>;
  waitingHolders(query: ListRequest): Promise<ListPage<WaitingHolder>>;
  /** Gives the waiting asset or seat to the person chosen. */
  handOver(id: string, request: { readonly userId: string }): Promise<void>;
  dropWaiting(id: string): Promise<void>;
}

export const REVIEW_GATEWAY = Symbol.for('ReviewGateway');
