import type { HistoryPort } from '../../../src/application/ports/history-port';
import { toLocation, type AppLocation } from '../../../src/domain/routing/match-route';

/** A browser history kept in memory: entries, a cursor, and back and forward. */
export class MemoryHistory implements HistoryPort {
  readonly entries: string[];
  private index = 0;
  private readonly listeners = new Set<(location: AppLocation) => void>();
  readonly left: string[] = [];

  constructor(initial: string) {
    this.entries = [initial];
  }

  location(): AppLocation {
    return toLocation(this.entries[this.index]!);
  }

  push(url: string): void {
    this.entries.splice(this.index + 1, Infinity, url);
    this.index += 1;
  }

  replace(url: string): void {
    this.entries[this.index] = url;
  }

  assign(url: string): void {
    this.left.push(url);
  }

  back(): void {
    this.index = Math.max(0, this.index - 1);
    this.listeners.forEach((listener) => listener(this.location()));
  }

  onPop(listener: (location: AppLocation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
