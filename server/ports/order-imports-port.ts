import type { Repositories } from '../repositories';

/** One order of another shop system, as Bulk Upload read it: one line, for one person. */
export interface ImportedOrder {
  /** Its number in the system it came from: the same reference is never placed twice. */
  readonly reference: string;
  readonly email: string;
  /** A product of the catalogue by its name, or what the other system called it. */
  readonly product: string;
  readonly quantity: number;
  /** Minor units of the organisation's currency. */
  readonly unitPriceMinor: number;
  readonly placedAt: Date;
}

/**
 * What became of each order, in the order given: placed now, placed before (by an earlier import of the reference),
 * or not placed because its address is nobody of the organisation (it places once they are here).
 */
export type ImportedOrderOutcome = 'placed' | 'known' | 'unknown-person';

/** Orders of the past placed in Manage Orders by the app that keeps them (commerce), in the caller's transaction. */
export interface OrderImportsPort {
  place(repos: Repositories, organisationId: string, orders: readonly ImportedOrder[], by: { readonly actorId: string | null; readonly appSlug: string }): Promise<ImportedOrderOutcome[]>;
}
