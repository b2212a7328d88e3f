import type { ProductKind, Store } from '../../domain/catalogue-terms';
import type { CartMount } from '../../domain/cart-rules';
import type { Price } from './storefront-gateway';

export interface CartLine {
  readonly productId: string;
  readonly name: string;
  readonly kind: ProductKind;
  readonly imageUrl: string | null;
  readonly unitPrice: Price;
  readonly quantity: number;
  readonly lineTotal: Price;
  readonly available: number;
}

export interface CartGroup {
  readonly store: Store;
  readonly lines: readonly CartLine[];
  readonly subtotal: Price;
}

/** The person's one cart across both stores, grouped by store. */
export interface Cart {
  readonly groups: readonly CartGroup[];
  readonly count: number;
}

/** The one cart, through whichever app shows it (each guarded by its own slug). */
export interface CartGateway {
  get(mount: CartMount): Promise<Cart>;
  add(mount: CartMount, line: { readonly productId: string; readonly quantity: number }): Promise<Cart>;
  setQuantity(mount: CartMount, productId: string, quantity: number): Promise<Cart>;
  remove(mount: CartMount, productId: string): Promise<Cart>;
}

export const CART_GATEWAY = Symbol.for('Commerce.CartGateway');

/** Where the cart is cached under each mount (`[CART_KEY, mount]`): its screens and the sidebar's badge share it. */
export const CART_KEY = 'commerce-cart';
