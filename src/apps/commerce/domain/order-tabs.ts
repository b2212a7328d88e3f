import { ORDER_KINDS, type OrderKind } from './order-status';

/** Manage Orders' tabs, in the route table's order (spec 2.4). */
export const ORDER_TABS: readonly OrderKind[] = ['buyback', 'corporate', 'devicehub', 'shop', 'campaign'];

export type OrderCounts = Readonly<Record<OrderKind, number>>;

/** How many orders each kind holds, every kind named. */
export function orderCounts(countOf: (kind: OrderKind) => number): OrderCounts {
  return Object.fromEntries(ORDER_KINDS.map((kind) => [kind, countOf(kind)])) as Record<OrderKind, number>;
}

/** The first of Manage Orders' tabs that holds orders; none when no tab does. */
export function firstTabWithOrders(counts: OrderCounts): OrderKind | undefined {
  return ORDER_TABS.find((kind) => counts[kind] > 0);
}
