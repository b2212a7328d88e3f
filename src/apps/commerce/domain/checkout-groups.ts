import { allow, refuse } from '../../../domain/rules/decision';
import { STORES, type Store } from './catalogue-terms';
import { needsApproval } from '../../../domain/approvals/approval-threshold';
import { lineTotalMinor, orderTotalMinor } from './order-totals';

interface CartProduct {
  readonly id: string;
  readonly kind: 'product' | 'kit';
  readonly name: string;
  readonly store: Store;
  readonly priceMinor: number;
}

/**
 * The cart as the orders paying it would place: one group per store with a line, each priced at what its products
 * cost now, with its total and whether it waits for an approver; refused when a store's part outgrows one order.
 */
export function checkoutGroups(lines: readonly { readonly product: CartProduct; readonly quantity: number }[], thresholdMinor: number) {
  const groups = STORES.map((store) => {
    const priced = lines
      .filter((line) => line.product.store === store)
      .map(({ product, quantity }) => ({
        productId: product.id,
        kind: product.kind,
        name: product.name,
        quantity,
        unitPriceMinor: product.priceMinor,
        lineTotalMinor: lineTotalMinor({ unitPriceMinor: product.priceMinor, quantity }),
      }));
    const totalMinor = orderTotalMinor(priced);
    return { store, lines: priced, totalMinor: totalMinor ?? 0, needsApproval: totalMinor !== null && needsApproval(totalMinor, thresholdMinor), tooLarge: totalMinor === null };
  }).filter((group) => group.lines.length > 0);
  if (groups.some((group) => group.tooLarge)) return refuse('total-too-large', 'The order is larger than one order may be; split it.');
  return allow(groups.map(({ tooLarge: _tooLarge, ...group }) => group));
}

export type CheckoutGroup = Extract<ReturnType<typeof checkoutGroups>, { ok: true }>['value'][number];
