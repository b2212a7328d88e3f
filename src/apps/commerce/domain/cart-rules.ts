import { allow, refuse, type Decision } from '../../../domain/rules/decision';
import { MAX_ORDER_TOTAL_MINOR, orderTotalMinor } from './order-totals';
import { CART_SLUG, CARTPAGE_SLUG, DEVICEHUB_SLUG, SHOP_SLUG } from './slug';

/** The apps the one cart is reached through: each storefront, the shell's /cart and the cart's own page. */
export const CART_MOUNTS = [SHOP_SLUG, DEVICEHUB_SLUG, CART_SLUG, CARTPAGE_SLUG] as const;
export type CartMount = (typeof CART_MOUNTS)[number];

/** What the server tells a person's browsers when their cart changes: `{ count }`, the units it now holds. */
export const CART_CHANGED_EVENT = 'commerce.cart.changed';
export interface CartChangedPayload {
  readonly count: number;
}

/** The most of one product a cart line holds: a guard against a typo of 1000, not a stock rule. */
export const MAX_LINE_QUANTITY = 99;

interface CartGroupLines {
  readonly lines: readonly { readonly unitPrice: { readonly amountMinor: number }; readonly quantity: number }[];
}

/** Each store's part of the cart becomes one order when paid: a change may not grow it past what one order holds. */
export function checkCartTotals(groups: readonly CartGroupLines[]): Decision<void> {
  const tooLarge = groups.some((group) => orderTotalMinor(group.lines.map((line) => ({ unitPriceMinor: line.unitPrice.amountMinor, quantity: line.quantity }))) === null);
  return tooLarge ? refuse('total-too-large', 'The cart would hold more than one order may; split it.', { maxMinor: MAX_ORDER_TOTAL_MINOR }) : allow(undefined);
}
