import type { RecordHit } from '../../contract/quick-links';
import type { Repositories } from '../repositories';

export type { RecordHit };

/** Who searches: what an app needs to show them only the records they may see. */
export interface RecordSearcher {
  readonly organisationId: string;
  readonly userId: string;
  /** Whether they may open the app of this slug (the guard's allowed apps). */
  may(slug: string): boolean;
}

/** How many hits of one kind an app gives one search: the palette shows a few of each kind, not a list to page through. */
export const HITS_PER_APP = 5;

/**
 * Records found in every app for the command palette (assets by tag or serial, tickets by number, people, orders),
 * fed by every app's `recordSearch` (ServerApp); each app answers only with what the searcher may see.
 */
export interface RecordSearchPort {
  find(repos: Repositories, searcher: RecordSearcher, query: string): Promise<RecordHit[]>;
}
