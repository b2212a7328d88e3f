import type { StoragePort } from '../../application/ports/storage-port';
import type { StorageKey } from '../../domain/session/storage-keys';

/** StoragePort kept in memory, for tests and for replays that must not touch the browser. */
export class MemoryStorage implements StoragePort {
  private readonly values = new Map<StorageKey, string>();

  constructor(initial: Partial<Record<StorageKey, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key as StorageKey, value);
  }

  get(key: StorageKey): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }

  remove(key: StorageKey): void {
    this.values.delete(key);
  }

  snapshot(): Partial<Record<StorageKey, string>> {
    return Object.fromEntries(this.values);
  }
}
