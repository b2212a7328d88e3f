import { appBase } from '../../../domain/routing/route-builders';
import { withQuery } from '../../../domain/routing/with-query';
import type { OrderKind } from './order-status';
import { INVOICES_SLUG, MANAGE_ORDERS_SLUG } from './slug';

const manageOrders = appBase(MANAGE_ORDERS_SLUG);

/**
 * Manage Orders' tab of one kind of order (searched for `q` when given: the tab keeps its search in the address), and
 * one order on it: where the life story links an order.
 */
export const orderPaths = {
  tab: (kind: OrderKind, q?: string) => withQuery(`${manageOrders}/${kind}`, q ? { q } : ''),
  order: (kind: OrderKind, id: string) => `${manageOrders}/${kind}/${encodeURIComponent(id)}`,
  invoices: () => appBase(INVOICES_SLUG),
} as const;
