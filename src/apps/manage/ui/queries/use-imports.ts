import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CSV_PARSER, type CsvParserPort } from '../../../../application/ports/csv-parser-port';
import {
  REVIEW_GATEWAY,
  type ImportedAssetQuery,
  type WaitingHolder,
  type ReviewGateway,
} from '../../application/ports/review-gateway';
import type { MigrationBody } from '../../domain/import-plan';
import type { ListRequest } from '../../../../application/ports/list-page';
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

/** Imports a whole read file in one request, all or nothing, with the share of it sent so far. */
export function useMigrate() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  const [sent, setSent] = useState(0);
  const mutation = useManageMutation((body: MigrationBody) => {
    setSent(0);
    return review.migrate(body, setSent);
  });
  return { ...mutation, sent };
}

export function useAcceptImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, ...request }: { id: string; version: number; assigneeId?: string }) => review.accept(id, request));
}

export function useRejectImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, version }: { id: string; version: number }) => review.reject(id, { version }));
}

export function useMergeImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, assetId, version }: { id: string; assetId: string; version: number }) => review.merge(id, { assetId, version }));
}

export function useWaitingHolders(query: ListRequest) {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useQuery({ queryKey: [MANAGE_KEY, 'waiting-holders', query], queryFn: () => review.waitingHolders(query), placeholderData: keepPreviousData });
}

export function useHandOver() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ waiting, userId }: { waiting: WaitingHolder; userId: string }) => review.handOver(waiting.id, { userId }));
}

export function useDropWaiting() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation((waiting: WaitingHolder) => review.dropWaiting(waiting.id));
}
