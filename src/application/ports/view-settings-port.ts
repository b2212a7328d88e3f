/** A person's choices about how lists look (visible columns, saved filters), kept in this browser. */
export interface ViewSettingsPort {
  read<T>(key: string, fallback: T): T;
  write(key: string, value: unknown): void;
}

export const VIEW_SETTINGS = Symbol.for('ViewSettingsPort');
