import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { cartHandlers } from './cart-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { checkoutHandlers } from './checkout-handlers';
import { invoicesHandlers } from './invoices-handlers';
import { ordersHandlers } from './orders-handlers';
import { storefrontHandlers } from './storefront-handlers';
import { walletHandlers } from './wallet-handlers';

/** commerce in memory, one area at a time. */
export function commerceHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...catalogueHandlers(state, baseUrl), ...checkoutHandlers(state, baseUrl), ...ordersHandlers(state, baseUrl), ...storefrontHandlers(state, baseUrl), ...cartHandlers(state, baseUrl), ...walletHandlers(state, baseUrl), ...invoicesHandlers(state, baseUrl)];
}
