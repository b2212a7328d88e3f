import type { StoragePort } from '../../application/ports/storage-port';
import type { StorageKey } from '../../domain/session/storage-keys';

/** StoragePort over window.localStorage; a browser that refuses storage behaves as if it were empty. */
export class LocalStorageAdapter implements StoragePort {
  constructor(private readonly storage: Storage) {}

  get(key: StorageKey): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: StorageKey, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Private modes and full quotas refuse writes; the session then lasts as long as the page.
    }
  }

  remove(key: StorageKey): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // As above: nothing was stored, so there is nothing to remove.
    }
  }
}
