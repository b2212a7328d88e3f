import type { AppLocation } from '../../domain/routing/match-route';

/** The browser's address bar and history, without any rules about where one may go. */
export interface HistoryPort {
  location(): AppLocation;
  push(url: string): void;
  replace(url: string): void;
  /** Leaves the app for an absolute http(s) URL. */
  assign(url: string): void;
  /** Called on back and forward; returns a function that stops listening. */
  onPop(listener: (location: AppLocation) => void): () => void;
}

export const HISTORY = Symbol.for('HistoryPort');
