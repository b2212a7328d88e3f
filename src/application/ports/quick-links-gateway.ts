import type { QuickLink } from '../../domain/quick-links/quick-link';

export interface QuickLinks {
  readonly items: readonly QuickLink[];
  /** 0 until the person pins something for the first time. */
  readonly version: number;
}

/** A record the server found for the command palette, in an app the person may open. */
export interface RecordHit {
  readonly kind: 'asset' | 'ticket' | 'person' | 'order';
  readonly id: string;
  readonly title: string;
  readonly detail: string | null;
  readonly path: string;
  readonly appSlug: string;
}

export interface QuickLinksGateway {
  pins(): Promise<QuickLinks>;
  /** The whole list in its order, against the version read; a stale one is refused (stale-version). */
  savePins(change: QuickLinks): Promise<QuickLinks>;
  /** Records matching at least two typed characters. */
  search(query: { q: string }): Promise<{ hits: readonly RecordHit[] }>;
}

export const QUICK_LINKS_GATEWAY = Symbol.for('QuickLinksGateway');
