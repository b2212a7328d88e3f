import type { QueuedScan, ScanQueue } from '../../application/ports/scan-queue';

/** Where IndexedDB is not there (a browser that refuses it): the queue lives as long as the page. */
function memoryScanQueue(): ScanQueue {
  const scans = new Map<string, QueuedScan>();
  return {
    add: async (scan) => void scans.set(scan.clientId, scan),
    waiting: async (roundId) => [...scans.values()].filter((scan) => scan.roundId === roundId),
    remove: async (clientId) => void scans.delete(clientId),
  };
}

let queue: Promise<ScanQueue> | undefined;
/** IndexedDB (idb) is opened on the first scan queued or looked for, on the round page only. */
const opened = () =>
  (queue ??= typeof indexedDB === 'undefined' ? Promise.resolve(memoryScanQueue()) : import('./indexed-db-scan-queue').then(({ indexedDbScanQueue }) => indexedDbScanQueue()));

export const lazyScanQueue: ScanQueue = {
  add: async (scan) => (await opened()).add(scan),
  waiting: async (roundId) => (await opened()).waiting(roundId),
  remove: async (clientId) => (await opened()).remove(clientId),
};
