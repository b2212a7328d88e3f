import { toCsv } from '../../../domain/csv/csv-text';
import type { OrderKind, OrderStatus, PaymentMethod, PaymentStatus, FulfilmentStatus } from './order-status';

/** What a Manage Orders export row shows of an order. */
export interface OrderCsvRow {
  readonly number: number;
  readonly kind: OrderKind;
  /** ISO 8601. */
  readonly placedAt: string;
  readonly personName: string;
  readonly personEmail: string;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly fulfilmentStatus: FulfilmentStatus;
  readonly paymentMethod: PaymentMethod;
  readonly totalMinor: number;
  readonly currency: string;
}

/** The export of a Manage Orders tab: one row per order, amounts in minor units as stored; the server's and the mocks' one CSV. */
export function ordersCsv(orders: readonly OrderCsvRow[]): string {
  return toCsv(
    ['number', 'kind', 'placed_at', 'person', 'email', 'status', 'payment_status', 'fulfilment_status', 'payment_method', 'total_minor', 'currency'],
    orders.map((order) => [
      order.number,
      order.kind,
      order.placedAt,
      order.personName,
      order.personEmail,
      order.status,
      order.paymentStatus,
      order.fulfilmentStatus,
      order.paymentMethod,
      order.totalMinor,
      order.currency,
    ]),
  );
}
