import type { ExceptionKind } from '../../domain/exception-rules';
import type { ImportValues } from '../../domain/import-batch';
import type { ListPage, ListRequest } from '../../../../application/ports/list-page';

/** A data-quality finding and the action that fixes it. */
export interface DataException {
  readonly kind: ExceptionKind;
  readonly entityType: 'asset' | 'licence';
  readonly entityId: string;
  readonly label: string;
  /** The holder's name, the shared serial, the day (YYYY-MM-DD) or the seats as "used/total", by kind. */
  readonly fact: string;
  readonly fix: { readonly action: string; readonly label: string };
}

/** One CSV row after column mapping, every cell as text, with its line in the file. */
export interface ImportRowCells {
  readonly line: number;
  readonly assetTag?: string;
  readonly serial?: string;
  readonly model?: string;
  readonly manufacturer?: string;
  readonly category?: string;
  readonly status?: string;
  readonly assignedTo?: string;
  readonly location?: string;
  readonly purchaseDate?: string;
  readonly purchaseCost?: string;
  readonly warrantyMonths?: string;
  readonly notes?: string;
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
  readonly createdAt: string;
  readonly version: number;
}

export type ExceptionQuery = ListRequest & { readonly kind?: ExceptionKind };
export type ImportedAssetQuery = ListRequest & { readonly state?: ImportState; readonly batchId?: string };

export interface ReviewGateway {
  exceptions(query: ExceptionQuery): Promise<ListPage<DataException>>;
  /** All rows or none: one bad row refuses the batch (422) with every line and reason. */
  importRows(rows: readonly ImportRowCells[]): Promise<{ batchId: string; received: number }>;
  importedAssets(query: ImportedAssetQuery): Promise<ListPage<ImportedAsset>>;
  accept(id: string, request: { readonly version: number }): Promise<ImportedAsset>;
  merge(id: string, request: { assetId: string; version: number }): Promise<ImportedAsset>;
  reject(id: string, request: { readonly version: number }): Promise<ImportedAsset>;
}

export const REVIEW_GATEWAY = Symbol.for('ReviewGateway');
