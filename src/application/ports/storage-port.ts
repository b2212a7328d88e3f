import type { StorageKey } from '../../domain/session/storage-keys';

/** Browser storage of the session keys (spec 3). */
export interface StoragePort {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}

export const STORAGE = Symbol.for('StoragePort');
