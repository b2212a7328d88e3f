import { appRoute, json } from '../../descriptor';
import { byId, FileAnswer } from '../../records';
import { DEVICEHUB_SLUG, MANAGE_ORDERS_SLUG, SHOP_SLUG } from '../../../src/apps/commerce/domain/slug';
import { CheckoutSummary, PayAnswer, PayRequest } from './checkout-schemas';
import {
  CancelOrderRequest,
  ManageOrderCounts,
  ManageOrderExportQuery,
  ManageOrderListQuery,
  OrderDecisionRequest,
  OrderDetail,
  OrderList,
  OrderListQuery,
  OrderNoteRequest,
  OrderVersionRequest,
  ShipOrderRequest,
} from './orders-schemas';

/** The storefronts an employee pays and follows orders through. */
export const ORDER_STORES = [SHOP_SLUG, DEVICEHUB_SLUG] as const;
export type OrderStore = (typeof ORDER_STORES)[number];

const NAMES: Readonly<Record<OrderStore, string>> = { shop: 'Shop', devicehub: 'DeviceHub' };

/** Paying the cart and the request history under each storefront, guarded by its slug: one implementation, two mounts. */
function storeOrderRoutesOf(store: OrderStore) {
  const name = NAMES[store];
  return {
    getCheckout: appRoute(store, {
      id: `get${name}Checkout`,
      method: 'GET',
      path: `/${store}/checkout`,
      summary: 'What paying my cart would place: one order per store, the addresses it may go to, my wallet and credits',
      success: json(CheckoutSummary),
    }),
    pay: appRoute(store, {
      id: `pay${name}Cart`,
      method: 'POST',
      path: `/${store}/checkout`,
      summary: 'Pay my whole cart: reserves stock, charges, invoices; a retry with the same idempotency key answers the first orders',
      request: { body: PayRequest },
      success: json(PayAnswer, 201),
      problems: [404, 409],
    }),
    listOrders: appRoute(store, {
      id: `list${name}Orders`,
      method: 'GET',
      path: `/${store}/orders`,
      summary: "My request history: the orders I placed in this store, newest first",
      request: { query: OrderListQuery },
      success: json(OrderList),
    }),
    getOrder: appRoute(store, {
      id: `get${name}Order`,
      method: 'GET',
      path: `/${store}/orders/:id`,
      summary: 'One of my orders with its lines, parcels and tracking numbers',
      request: byId,
      success: json(OrderDetail),
      problems: [404],
    }),
    cancelOrder: appRoute(store, {
      id: `cancel${name}Order`,
      method: 'POST',
      path: `/${store}/orders/:id/cancellation`,
      summary: 'Cancel one of my orders while nothing of it has shipped: releases its stock and refunds the wallet or credits',
      request: { ...byId, body: CancelOrderRequest },
      success: json(OrderDetail),
      problems: [404, 409, 412],
    }),
  } as const;
}

type StoreOrderRoutes = ReturnType<typeof storeOrderRoutesOf>;

export const storeOrderRoutesBySlug: Readonly<Record<OrderStore, StoreOrderRoutes>> = {
  [SHOP_SLUG]: storeOrderRoutesOf(SHOP_SLUG),
  [DEVICEHUB_SLUG]: storeOrderRoutesOf(DEVICEHUB_SLUG),
};


/** Manage Orders: every order of the organisation by kind, and what its handlers do with one. */
export const manageOrderRoutes = {
  list: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'listManagedOrders',
    method: 'GET',
    path: '/manage-orders/orders',
    summary: 'The orders of one kind, paged, searched by number, name or address and filtered by status',
    request: { query: ManageOrderListQuery },
    success: json(OrderList),
  }),
  counts: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'countManagedOrders',
    method: 'GET',
    path: '/manage-orders/orders/counts',
    summary: 'How many orders of each kind there are, for the tabs',
    success: json(ManageOrderCounts),
  }),
  exportCsv: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'exportManagedOrders',
    method: 'GET',
    path: '/manage-orders/orders/export',
    summary: 'The filtered list of one kind as CSV',
    request: { query: ManageOrderExportQuery },
    success: json(FileAnswer),
  }),
  get: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'getManagedOrder',
    method: 'GET',
    path: '/manage-orders/orders/:id',
    summary: 'One order with its lines, parcels, notes and the actions open now',
    request: byId,
    success: json(OrderDetail),
    problems: [404],
  }),
  addNote: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'addManagedOrderNote',
    method: 'POST',
    path: '/manage-orders/orders/:id/notes',
    summary: 'Add a note to an order',
    request: { ...byId, body: OrderNoteRequest },
    success: json(OrderDetail, 201),
    problems: [404],
  }),
  ship: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'shipManagedOrder',
    method: 'POST',
    path: '/manage-orders/orders/:id/shipments',
    summary: 'Record a parcel with its tracking number: the whole remaining order or some of its lines',
    request: { ...byId, body: ShipOrderRequest },
    success: json(OrderDetail, 201),
    problems: [404, 409, 412],
  }),
  process: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'processManagedOrder',
    method: 'POST',
    path: '/manage-orders/orders/:id/processing',
    summary: 'Start preparing an ordered order',
    request: { ...byId, body: OrderVersionRequest },
    success: json(OrderDetail),
    problems: [404, 409, 412],
  }),
  complete: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'completeManagedOrder',
    method: 'POST',
    path: '/manage-orders/orders/:id/completion',
    summary: 'Mark a shipped order completed',
    request: { ...byId, body: OrderVersionRequest },
    success: json(OrderDetail),
    problems: [404, 409, 412],
  }),
  cancel: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'cancelManagedOrder',
    method: 'POST',
    path: '/manage-orders/orders/:id/cancellation',
    summary: 'Cancel an order nothing of which has shipped: releases its stock and refunds the wallet or credits',
    request: { ...byId, body: CancelOrderRequest },
    success: json(OrderDetail),
    problems: [404, 409, 412],
  }),
  decide: appRoute(MANAGE_ORDERS_SLUG, {
    id: 'decideManagedOrder',
    method: 'POST',
    path: '/manage-orders/orders/:id/approval',
    summary: 'Approve or decline an order above the threshold as one of its approvers; declining needs a reason',
    request: { ...byId, body: OrderDecisionRequest },
    success: json(OrderDetail),
    problems: [404, 409],
  }),
} as const;

export const allOrderRoutes = [...ORDER_STORES.flatMap((store) => Object.values(storeOrderRoutesBySlug[store])), ...Object.values(manageOrderRoutes)];
