import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BULK_BATCH_ROWS } from '../../domain/bulk-summary';
import type { BulkImport, StartBulkImport } from '../../application/ports/bulk-gateway';
import type { BulkReader } from '../../application/ports/bulk-reader-port';
import { MANAGE_KEY } from '../queries/use-manage-mutation';
import { useBulkGateway } from '../queries/use-bulk';

export type CommitState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'sending'; readonly sent: number; readonly total: number; readonly previous: BulkImport | null }
  | { readonly phase: 'done'; readonly file: BulkImport; readonly previous: BulkImport | null }
  | { readonly phase: 'error'; readonly error: unknown };

/**
 * The commit: the import opened, then the rows a batch at a time, each batch one short transaction on the server,
 * one after the other so that other people's requests are served between them; the bar follows the batches.
 */
export function useBulkCommit() {
  const bulk = useBulkGateway();
  const client = useQueryClient();
  const [state, setState] = useState<CommitState>({ phase: 'idle' });
  const commit = async (reader: BulkReader, request: StartBulkImport) => {
    try {
      const { import: opened, previous } = await bulk.start(request);
      setState({ phase: 'sending', sent: 0, total: request.rowCount, previous });
      let file = opened;
      for (let offset = 0; offset < request.rowCount; offset += BULK_BATCH_ROWS) {
        const rows = await reader.batch(offset, BULK_BATCH_ROWS);
        file = await bulk.sendBatch(opened.id, { rows, last: offset + BULK_BATCH_ROWS >= request.rowCount });
        setState({ phase: 'sending', sent: Math.min(request.rowCount, offset + BULK_BATCH_ROWS), total: request.rowCount, previous });
      }
      setState({ phase: 'done', file, previous });
    } catch (error) {
      setState({ phase: 'error', error });
    } finally {
      await client.invalidateQueries({ queryKey: [MANAGE_KEY] });
    }
  };
  return { state, commit, reset: () => setState({ phase: 'idle' }) };
}
