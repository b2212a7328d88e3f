import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CSV_PARSER, type CsvParserPort } from '../../../../application/ports/csv-parser-port';
import {
  REVIEW_GATEWAY,
  type ImportedAssetQuery,
  type ImportRowCells,
  type ReviewGateway,
} from '../../application/ports/review-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

export function useImportedAssets(query: ImportedAssetQuery) {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useQuery({ queryKey: [MANAGE_KEY, 'imported-assets', query], queryFn: () => review.importedAssets(query), placeholderData: keepPreviousData });
}

export function useParseCsv() {
  const parser = useService<CsvParserPort>(CSV_PARSER);
  return useMutation({ mutationFn: (file: Blob) => parser.parse(file) });
}

/** Queues a whole checked file for review in one request: the server takes all of it or none. */
export function useImportRows() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(async (rows: readonly ImportRowCells[]) => (await review.importRows(rows)).received);
}

export function useAcceptImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, version }: { id: string; version: number }) => review.accept(id, { version }));
}

export function useRejectImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, version }: { id: string; version: number }) => review.reject(id, { version }));
}

export function useMergeImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, assetId, version }: { id: string; assetId: string; version: number }) => review.merge(id, { assetId, version }));
}
