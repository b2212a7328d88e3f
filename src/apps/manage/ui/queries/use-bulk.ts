import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../../../application/ports/list-page';
import { useService } from '../../../../ui/services/service-context';
import { BULK_GATEWAY, type BulkGateway, type BulkWaitingRow } from '../../application/ports/bulk-gateway';
import { BULK_READERS, type BulkReaderFactory } from '../../application/ports/bulk-reader-port';
import type { ImportKind } from '../../domain/import-fields';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

export const useBulkGateway = () => useService<BulkGateway>(BULK_GATEWAY);
export const useBulkReaders = () => useService<BulkReaderFactory>(BULK_READERS);

export function useBulkHistory(query: ListRequest) {
  const bulk = useBulkGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'bulk-imports', query], queryFn: () => bulk.history(query), placeholderData: keepPreviousData });
}

export function useBulkWaiting(query: ListRequest & { importId?: string }) {
  const bulk = useBulkGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'bulk-waiting', query], queryFn: () => bulk.waiting(query), placeholderData: keepPreviousData });
}

/** The columns the organisation matched last time for a kind; none yet is an empty mapping. */
export function useRememberedColumns(kind: ImportKind) {
  const bulk = useBulkGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'bulk-mapping', kind], queryFn: () => bulk.mapping({ kind }) });
}

export function useFixWaitingRow() {
  const bulk = useBulkGateway();
  return useManageMutation(({ row, values }: { row: BulkWaitingRow; values: BulkWaitingRow['values'] }) => bulk.fix(row.id, { values }));
}

export function useDropWaitingRow() {
  const bulk = useBulkGateway();
  return useManageMutation((row: BulkWaitingRow) => bulk.drop(row.id));
}
