import { useCallback, useEffect, useRef, useState } from 'react';
import { useService } from '../../../../ui/services/service-context';
import { SCAN_QUEUE, type ScanQueue } from '../../application/ports/scan-queue';
import type { AuditScan } from '../../application/ports/audit-rounds-gateway';
import { useAuditRoundsGateway, useRefreshRound } from './queries/audit-rounds';

/** A fetch that never reached the server (offline, the network down): the scan waits in the queue. */
const unreachable = (error: unknown) => !navigator.onLine || (error instanceof TypeError) || (error instanceof Error && /network|fetch/i.test(error.message));

export type SendResult = { readonly kind: 'sent'; readonly scan: AuditScan } | { readonly kind: 'queued' };

/**
 * Sends scans, each with an id made here so that the server counts a resend once. Offline, a scan waits in
 * IndexedDB and goes when the page is back online (the `online` event) or opened again.
 */
export function useScanSender(roundId: string) {
  const gateway = useAuditRoundsGateway();
  const refresh = useRefreshRound(roundId);
  const queue = useService<ScanQueue>(SCAN_QUEUE);
  const [waiting, setWaiting] = useState(0);
  const syncing = useRef(false);

  const count = useCallback(async () => setWaiting((await queue.waiting(roundId)).length), [queue, roundId]);

  const sync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    try {
      for (const scan of await queue.waiting(roundId)) {
        try {
          await gateway.scan(roundId, { clientId: scan.clientId, code: scan.code, scannedAt: scan.scannedAt });
        } catch (error) {
          if (unreachable(error)) break;
          // Refused for good (the round closed meanwhile): dropped, not retried for ever.
        }
        await queue.remove(scan.clientId);
      }
    } finally {
      syncing.current = false;
      await count();
      refresh();
    }
  }, [count, gateway, queue, refresh, roundId]);

  useEffect(() => {
    void count().then(sync);
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [count, sync]);

  const send = useCallback(
    async (code: string): Promise<SendResult> => {
      const scan = { roundId, clientId: crypto.randomUUID(), code, scannedAt: new Date().toISOString() };
      const queueIt = async (): Promise<SendResult> => {
        await queue.add(scan);
        await count();
        return { kind: 'queued' };
      };
      if (!navigator.onLine) return queueIt();
      try {
        const answer = await gateway.scan(roundId, { clientId: scan.clientId, code, scannedAt: scan.scannedAt });
        refresh();
        return { kind: 'sent', scan: answer.scan };
      } catch (error) {
        if (unreachable(error)) return queueIt();
        throw error;
      }
    },
    [count, gateway, queue, refresh, roundId],
  );

  return { send, waiting };
}
