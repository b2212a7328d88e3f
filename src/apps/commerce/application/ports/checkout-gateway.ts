import type { Store } from '../../domain/catalogue-terms';
import type { PaymentMethod } from '../../domain/order-status';
import type { OrderSummary } from './orders-gateway';

interface CheckoutAddress {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly line1: string;
  readonly line2: string | null;
  readonly postcode: string;
  readonly city: string;
  readonly country: string;
  readonly isDefault: boolean;
}

interface CheckoutGroup {
  readonly store: Store;
  readonly lines: readonly {
    readonly productId: string;
    readonly kind: 'product' | 'kit';
    readonly name: string;
    readonly quantity: number;
    readonly unitPriceMinor: number;
    readonly lineTotalMinor: number;
  }[];
  readonly totalMinor: number;
  readonly needsApproval: boolean;
}

/** What the pay page shows before paying: one order per store, the addresses, and what each way of paying holds. */
export interface CheckoutSummary {
  readonly currency: string;
  readonly approvalThresholdMinor: number;
  readonly groups: readonly CheckoutGroup[];
  readonly totalMinor: number;
  readonly addresses: readonly CheckoutAddress[];
  readonly walletBalanceMinor: number;
  readonly creditsBalanceMinor: number;
}

export interface Payment {
  /** Made when the pay page opens: a retried request with it never pays twice. */
  readonly idempotencyKey: string;
  readonly paymentMethod: PaymentMethod;
  readonly locationId: string;
}

/** Paying the whole cart through either storefront. */
export interface CheckoutGateway {
  summary(store: Store): Promise<CheckoutSummary>;
  pay(store: Store, payment: Payment): Promise<{ readonly orders: readonly OrderSummary[] }>;
}

export const CHECKOUT_GATEWAY = Symbol.for('Commerce.CheckoutGateway');
