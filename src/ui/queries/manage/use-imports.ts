import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CSV_PARSER, type CsvParserPort } from '../../../application/ports/csv-parser-port';
import { PEOPLE_GATEWAY, type PeopleGateway } from '../../../application/ports/manage/people-gateway';
import {
  REVIEW_GATEWAY,
  type ImportedAssetQuery,
  type ImportRowCells,
  type ReviewGateway,
} from '../../../application/ports/manage/review-gateway';
import { useService } from '../../services/service-context';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

/**
 * The server takes at most 1000 rows per request, and a body of at most 64 KiB (its default body limit),
 * which a thousand Snipe-IT rows exceed; the rest of the budget is the request's envelope.
 */
const MAX_ROWS = 1000;
const MAX_ROW_BYTES = 60 * 1024;

/** The rows in consecutive requests, each within the server's row and size limits. */
export function importRequests(rows: readonly ImportRowCells[]): ImportRowCells[][] {
  const encoder = new TextEncoder();
  const requests: ImportRowCells[][] = [];
  let current: ImportRowCells[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = encoder.encode(JSON.stringify(row)).length + 1;
    if (current.length > 0 && (current.length === MAX_ROWS || bytes + size > MAX_ROW_BYTES)) {
      requests.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

export function useImportedAssets(query: ImportedAssetQuery) {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useQuery({ queryKey: [MANAGE_KEY, 'imported-assets', query], queryFn: () => review.importedAssets(query), placeholderData: keepPreviousData });
}

export function useParseCsv() {
  const parser = useService<CsvParserPort>(CSV_PARSER);
  return useMutation({ mutationFn: (file: Blob) => parser.parse(file) });
}

/** How far an import got: rows the server has queued so far, of all, and in how many requests they go. */
export interface ImportProgress {
  readonly sent: number;
  readonly total: number;
  readonly requests: number;
}

/** A request the server refused; the requests before it (queuedBefore rows) stay queued. */
export class ImportRefusedError extends Error {
  constructor(
    readonly problem: unknown,
    /** The rows of this request, so the server's row indexes can be turned back into lines. */
    readonly rows: readonly ImportRowCells[],
    readonly queuedBefore: number,
  ) {
    super('the server refused the import');
  }
}

/**
 * A Snipe-IT export names holders ("Anna Becker") where the server wants their address: a name that is
 * exactly one person's becomes that person's address, any other stays as written for the server to refuse
 * with its line.
 */
async function withAssigneeEmails(rows: readonly ImportRowCells[], people: PeopleGateway): Promise<ImportRowCells[]> {
  const names = [...new Set(rows.map((row) => row.assignedTo).filter((name): name is string => Boolean(name) && !name!.includes('@')))];
  const emails = new Map<string, string>();
  await Promise.all(
    names.map(async (name) => {
      const found = (await people.list({ q: name, pageSize: 5 })).items.filter((person) => person.name.toLowerCase() === name.toLowerCase());
      if (found.length === 1) emails.set(name, found[0]!.email);
    }),
  );
  return rows.map((row) => (row.assignedTo && emails.has(row.assignedTo) ? { ...row, assignedTo: emails.get(row.assignedTo) } : row));
}

/** Sends the rows in requests the server takes, one after the other, reporting each queued request. */
export function useImportRows(onProgress: (progress: ImportProgress) => void) {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  const people = useService<PeopleGateway>(PEOPLE_GATEWAY);
  return useManageMutation(async (rows: readonly ImportRowCells[]) => {
    const resolved = await withAssigneeEmails(rows, people);
    const requests = importRequests(resolved);
    let sent = 0;
    const report = () => onProgress({ sent, total: resolved.length, requests: requests.length });
    report();
    for (const request of requests) {
      try {
        sent += (await review.importRows(request)).received;
      } catch (error) {
        throw new ImportRefusedError(error, request, sent);
      }
      report();
    }
    return sent;
  });
}

export function useAcceptImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, version }: { id: string; version: number }) => review.accept(id, version));
}

export function useRejectImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, version }: { id: string; version: number }) => review.reject(id, version));
}

export function useMergeImport() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useManageMutation(({ id, assetId, version }: { id: string; assetId: string; version: number }) => review.merge(id, { assetId, version }));
}
