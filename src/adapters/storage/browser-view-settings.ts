import type { ViewSettingsPort } from '../../application/ports/view-settings-port';

const PREFIX = 'view:';

/** View settings as JSON in Web Storage; unreadable or missing entries give the fallback. */
export class BrowserViewSettings implements ViewSettingsPort {
  constructor(private readonly storage: Storage) {}

  read<T>(key: string, fallback: T): T {
    try {
      const text = this.storage.getItem(PREFIX + key);
      return text === null ? fallback : (JSON.parse(text) as T);
    } catch {
      return fallback;
    }
  }

  write(key: string, value: unknown): void {
    try {
      this.storage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs the remembered choice.
    }
  }
}
