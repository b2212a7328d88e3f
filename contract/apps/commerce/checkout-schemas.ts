import * as z from 'zod';
import { Cents, Id } from '../../common';
import { text } from '../../text';
import { OrderSummary, PaymentMethod } from './orders-schemas';

/** An address the person may have an order delivered to: an office or warehouse, or their own home. */
const CheckoutAddress = z.object({
  id: Id,
  kind: text(),
  name: text(),
  line1: text(),
  line2: text().nullable(),
  postcode: text(),
  city: text(),
  country: text(),
  isDefault: z.boolean(),
});

const CheckoutLine = z.object({
  productId: Id,
  kind: z.enum(['product', 'kit']),
  name: text(),
  quantity: z.int().min(1),
  unitPriceMinor: Cents,
  lineTotalMinor: Cents,
});

/** The cart as paying it would place it: one order per store, each with its total and whether it needs an approver. */
const CheckoutGroup = z.object({
  store: z.enum(['shop', 'devicehub']),
  lines: z.array(CheckoutLine),
  totalMinor: Cents,
  needsApproval: z.boolean(),
});

/** What the pay page shows before paying: the orders to be, where they can go, and what each way of paying has. */
export const CheckoutSummary = z.object({
  currency: text().length(3),
  approvalThresholdMinor: Cents,
  groups: z.array(CheckoutGroup),
  totalMinor: Cents,
  addresses: z.array(CheckoutAddress),
  walletBalanceMinor: z.int(),
  creditsBalanceMinor: z.int(),
});

/**
 * Pay the whole cart. The idempotency key is made when the pay page opens: a retried request with it answers the
 * orders the first one placed and never charges again.
 */
export const PayRequest = z.strictObject({
  idempotencyKey: text().trim().min(8).max(100),
  paymentMethod: PaymentMethod,
  locationId: Id,
});

export const PayAnswer = z.object({ orders: z.array(OrderSummary) });
