import { openDB, type DBSchema } from 'idb';
import type { QueuedScan, ScanQueue } from '../../application/ports/scan-queue';

interface ScanQueueDb extends DBSchema {
  scans: { key: string; value: QueuedScan; indexes: { round: string } };
}

/** Scans queued in IndexedDB, one store keyed by the scan's client id, so a scan queued twice is one. */
export function indexedDbScanQueue(name = 'audit-scan-queue'): ScanQueue {
  const db = openDB<ScanQueueDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore('scans', { keyPath: 'clientId' }).createIndex('round', 'roundId');
    },
  });
  return {
    add: async (scan) => void (await (await db).put('scans', scan)),
    waiting: async (roundId) => (await (await db).getAllFromIndex('scans', 'round', roundId)).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt)),
    remove: async (clientId) => (await db).delete('scans', clientId),
  };
}
