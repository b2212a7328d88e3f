import type { ScanInput } from './audit-rounds-gateway';

/** A scan made while offline, kept on the device until it is sent. */
export interface QueuedScan extends ScanInput {
  readonly roundId: string;
  readonly scannedAt: string;
}

/** The device's queue of scans waiting to be sent (IndexedDB in the browser). */
export interface ScanQueue {
  add(scan: QueuedScan): Promise<void>;
  waiting(roundId: string): Promise<QueuedScan[]>;
  remove(clientId: string): Promise<void>;
}

export const SCAN_QUEUE = Symbol.for('audit.ScanQueue');
