import { appBase } from '../../../domain/routing/route-builders';
import type { OrderKind } from './order-status';
import { INVOICES_SLUG, MANAGE_ORDERS_SLUG } from './slug';

const manageOrders = appBase(MANAGE_ORDERS_SLUG);

/** Manage Orders' tab of one kind of order, and one order on it: where the life story links an order. */
export const orderPaths = {
  tab: (kind: OrderKind) => `${manageOrders}/${kind}`,
  order: (kind: OrderKind, id: string) => `${manageOrders}/${kind}/${encodeURIComponent(id)}`,
  invoices: () => appBase(INVOICES_SLUG),
} as const;
