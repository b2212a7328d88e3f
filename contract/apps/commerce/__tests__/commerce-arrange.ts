import { catalogueRoutesOf } from '../catalogue-routes';
import { cartRoutesByMount } from '../cart-routes';
import { storeOrderRoutesBySlug, type OrderStore } from '../orders-routes';
import type { Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { invoiceNumberOf } from '../../../../src/apps/commerce/domain/invoice-number';
import type { routeCalls } from '../../../../tests/contract/route-calls';

type Calls = Pick<ReturnType<typeof routeCalls>, 'ok'>;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The demo organisation's money before a case: Eve's wallet (welcome credit and a buyback) and her quarter's credits. */
export const EVE_WALLET_MINOR = 68_500;
export const EVE_CREDITS_MINOR = 30_000;

/** The n-th invoice of the year: the demo's buyback settlement is the first, so a case's first order invoice is the second. */
export const invoiceNumber = (sequence: number) => invoiceNumberOf(new Date().getUTCFullYear(), sequence);

/** The admin's hand in a case: products with stock in the default stock location, and the addresses orders go to. */
export function commerceArrange({ ok }: Calls) {
  async function defaultStockLocation(store: Store) {
    return (await ok(catalogueRoutesOf(store).getOptions)).locations.find((location) => location.isDefaultStock)!;
  }
  return {
    defaultStockLocation,
    /** A product of the store at its price, with `stock` units received. */
    async stocked(store: Store, name: string, priceMinor: number, stock: number) {
      const api = catalogueRoutesOf(store);
      const product = await ok(api.createProduct, { body: { name, priceMinor, currency: 'EUR' } });
      if (stock > 0) await ok(api.receiveStock, { params: { id: product.id }, body: { locationId: (await defaultStockLocation(store)).id, quantity: stock } });
      return product;
    },
    /** What a person holds in their cart, put there through the store's own cart. */
    async fill(store: OrderStore, token: string, lines: readonly { productId: string; quantity: number }[]) {
      for (const line of lines) await ok(cartRoutesByMount[store].addToCart, { token, body: line });
    },
    /** The office orders go to by default, as the pay page offers it. */
    async office(store: OrderStore, token: string) {
      return (await ok(storeOrderRoutesBySlug[store].getCheckout, { token })).addresses.find((address) => address.isDefault)!;
    },
  };
}
