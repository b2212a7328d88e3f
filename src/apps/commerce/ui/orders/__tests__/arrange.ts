import { act } from '@testing-library/react';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { MockState } from '../../../../../../tests/mocks/handlers';
import type { PaymentMethod } from '../../../domain/order-status';
import { catalogueDataOf } from '../../../mocks/catalogue-mock-state';
import { checkoutOf } from '../../../mocks/checkout-mock';
import { moneyDataOf } from '../../../mocks/money-mock-state';
import { ordersDataOf } from '../../../mocks/orders-mock-state';
import { storefrontDataOf } from '../../../mocks/storefront-mock-state';
import { renderPortal } from '../../../../../../tests/component/shell/portal';

/** A screen's chunk loads lazily; the first one in a file can take a while. */
export const SCREEN_LOAD = { timeout: 5_000 };

type Person = keyof Pick<typeof MOCK_DEMO, 'admin' | 'employee'>;

/** The orders' mock world before the page opens: carts, orders placed as the pay page places them, and what they touch. */
export function ordersWorld(state: MockState) {
  const catalogue = catalogueDataOf(state);
  const person = (who: Person) => state.userByEmail(MOCK_DEMO[who].email)!;
  const productNamed = (name: string) => catalogue.products.find((product) => product.name === name)!;
  /** Puts the named products in the person's cart. */
  const fill = (who: Person, lines: readonly [name: string, quantity: number][]) =>
    storefrontDataOf(state).cartOf(person(who)).push(...lines.map(([name, quantity]) => ({ productId: productNamed(name).id, quantity })));
  return {
    orders: ordersDataOf(state),
    catalogue,
    money: moneyDataOf(state),
    person,
    productNamed,
    fill,
    /** The person pays the named products (with the wallet unless told) to the default shipping address: one order per store. */
    place(who: Person, lines: readonly [name: string, quantity: number][], paymentMethod: PaymentMethod = 'wallet') {
      fill(who, lines);
      const locationId = catalogue.locations.find((location) => location.isDefaultShipping)!.id;
      return checkoutOf(state).pay(person(who), { idempotencyKey: crypto.randomUUID(), paymentMethod, locationId });
    },
  };
}

export type OrdersWorld = ReturnType<typeof ordersWorld>;

/** The portal signed in (as Eve Employee unless told, in the language told), the orders' mock world arranged first, then opened at `path`. */
export async function openOrders(
  path: string,
  { as = 'employee', arrange, language = 'en' }: { as?: Person; arrange?: (world: OrdersWorld) => void; language?: 'en' | 'de' } = {},
) {
  const state = new MockState();
  Object.assign(state.userByEmail(MOCK_DEMO[as].email)!.settings, { language });
  const world = ordersWorld(state);
  arrange?.(world);
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(path));
  return { ...portal, ...world };
}

export { expectNoAxeViolations } from '../../../../../../tests/component/axe';
