import type { Repositories } from '../repositories';

/** What a return order is for: a device bought back from its holder, or devices sent to repair (Manage Orders' corporate tab). */
export type ReturnOrderKind = 'buyback' | 'corporate';

/** One device of a return order, as Manage Orders lists it. */
export interface ReturnOrderLine {
  readonly assetId: string | null;
  /** What the line says: the model, and the tag or serial. */
  readonly description: string;
  /** The quoted price (buyback) or the estimate (repair), in minor units of the organisation's currency; 0 when none. */
  readonly amount: number;
}

export interface NewReturnOrder {
  readonly kind: ReturnOrderKind;
  /** The person sending the devices. */
  readonly personId: string;
  readonly lines: readonly ReturnOrderLine[];
  /** The app it is placed through (buyback-devices, apple-trade-in, repair-devices), for the trail and the order's links. */
  readonly appSlug: string;
  readonly actorId: string | null;
  /** The caller's clock. */
  readonly at: Date;
}

/** The order's status as Manage Orders shows it (commerce's order statuses). */
export type ReturnOrderStatus = 'ordered' | 'processing' | 'shipped' | 'completed' | 'declined' | 'cancelled';

/** A settlement: the person's wallet (or the company) credited once, however often it is retried, with a credit note. */
export interface ReturnSettlement {
  readonly orderId: string;
  /** Minor units; the amount finally agreed (the quote, or the counter-offer accepted). */
  readonly amount: number;
  /** `wallet`: the person's wallet; `company`: the company keeps the money (no wallet entry). */
  readonly to: 'wallet' | 'company';
  /** Idempotency: the same key settles once. */
  readonly key: string;
  readonly actorId: string | null;
  readonly at: Date;
}

/**
 * Buyback and repair orders in Manage Orders (its buyback and corporate tabs), kept by commerce, which keeps the
 * order numbers, the wallet and the invoice series. The returns app keeps the quotes, grades, repairs and shipments;
 * each call runs on the caller's repositories (the caller's transaction).
 */
export interface ReturnOrdersPort {
  /** A new order of the kind, in `ordered`; its id and the number the thank-you page names. */
  place(repos: Repositories, organisationId: string, order: NewReturnOrder): Promise<{ readonly orderId: string; readonly number: number }>;
  /** The order moves on (it refuses a move its status does not allow, as Manage Orders does). */
  setStatus(repos: Repositories, organisationId: string, orderId: string, status: ReturnOrderStatus, at: Date): Promise<void>;
  /** The organisation's currency, which quotes are priced and settled in. */
  currency(repos: Repositories, organisationId: string): Promise<string>;
  /** Pays what was agreed: one ledger entry in the person's wallet and a credit note in the invoice series. */
  settle(repos: Repositories, organisationId: string, settlement: ReturnSettlement): Promise<{ readonly creditNoteNumber: string | null }>;
}
