import * as z from 'zod';
import { Id } from '../../common';
import { text } from '../../text';
import { MAX_LINE_QUANTITY } from '../../../src/apps/commerce/domain/cart-rules';
import { Price, ProductKind, StoreName } from './storefront-schemas';

const Quantity = z.int().min(1).max(MAX_LINE_QUANTITY);

const CartLine = z.object({
  productId: Id,
  name: text(),
  kind: ProductKind,
  imageUrl: text().nullable(),
  unitPrice: Price,
  quantity: Quantity,
  lineTotal: Price,
  /** Units that can be ordered now: fewer than the quantity warns before paying. */
  available: z.int().min(0),
});

/** The lines of one store, which pays them as one order. */
const CartGroup = z.object({ store: StoreName, lines: z.array(CartLine), subtotal: Price });

/** The one cart of a person across Shop and Device Hub, grouped by store. */
export const Cart = z.object({
  groups: z.array(CartGroup),
  /** Units over every line: what the sidebar's badge shows. */
  count: z.int().min(0),
});

export const AddToCartRequest = z.strictObject({ productId: Id, quantity: Quantity.default(1) });
export const CartQuantityRequest = z.strictObject({ quantity: Quantity });
export const CartLineParams = z.strictObject({ productId: Id });
