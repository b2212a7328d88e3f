import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type Payment } from '../../application/ports/checkout-gateway';
import {
  MANAGED_ORDERS_GATEWAY,
  MY_ORDERS_GATEWAY,
  type ManagedOrdersGateway,
  type MyOrdersGateway,
  type OrderDetail,
  type OrderQuery,
} from '../../application/ports/orders-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { ORDER_CHANGED_EVENT, type OrderKind } from '../../domain/order-status';
import { useLiveRefresh } from '../../../../ui/queries/use-live-refresh';

/** Every orders query key starts here, so one change refreshes each list and detail that shows the order. */
export const ORDERS_KEY = 'commerce-orders';

export function useCheckoutSummary(store: Store) {
  const checkout = useService<CheckoutGateway>(CHECKOUT_GATEWAY);
  return useQuery({ queryKey: [ORDERS_KEY, store, 'checkout'], queryFn: () => checkout.summary(store) });
}

/** Paying empties the cart: the cart's own queries are fetched anew with the orders. */
export function usePay(store: Store) {
  const checkout = useService<CheckoutGateway>(CHECKOUT_GATEWAY);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payment: Payment) => checkout.pay(store, payment),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useMyOrders(store: Store, query: OrderQuery) {
  const orders = useService<MyOrdersGateway>(MY_ORDERS_GATEWAY);
  return useQuery({ queryKey: [ORDERS_KEY, store, 'mine', query], queryFn: () => orders.list(store, query), placeholderData: keepPreviousData });
}

export function useMyOrder(store: Store, id: string | null) {
  const orders = useService<MyOrdersGateway>(MY_ORDERS_GATEWAY);
  return useQuery({ queryKey: [ORDERS_KEY, store, 'mine', 'order', id], queryFn: () => orders.get(store, id!), enabled: id !== null });
}

export function useManagedOrders(kind: OrderKind, query: OrderQuery) {
  const orders = useService<ManagedOrdersGateway>(MANAGED_ORDERS_GATEWAY);
  return useQuery({ queryKey: [ORDERS_KEY, 'managed', kind, query], queryFn: () => orders.list(kind, query), placeholderData: keepPreviousData });
}

export function useManagedOrderCounts() {
  const orders = useService<ManagedOrdersGateway>(MANAGED_ORDERS_GATEWAY);
  return useQuery({ queryKey: [ORDERS_KEY, 'managed', 'counts'], queryFn: () => orders.counts() });
}

export function useManagedOrder(id: string) {
  const orders = useService<ManagedOrdersGateway>(MANAGED_ORDERS_GATEWAY);
  return useQuery({ queryKey: [ORDERS_KEY, 'managed', 'order', id], queryFn: () => orders.get(id) });
}

export function useManagedOrdersGateway() {
  return useService<ManagedOrdersGateway>(MANAGED_ORDERS_GATEWAY);
}

export function useMyOrdersGateway() {
  return useService<MyOrdersGateway>(MY_ORDERS_GATEWAY);
}

/**
 * One change of an order, in Manage Orders or by the person who placed it; afterwards, done or refused, every orders
 * query is fetched anew, so a refusal because someone else changed the order first shows their version.
 */
export function useOrderChange<Input>(change: (input: Input) => Promise<OrderDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: [ORDERS_KEY] }),
  });
}

/** The request history follows its orders live: approved, shipped, completed or cancelled elsewhere. */
export function useOrderLiveUpdates(): void {
  useLiveRefresh(ORDER_CHANGED_EVENT, ORDERS_KEY);
}

