import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_STATES, FULFILMENT_STATUSES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type ApprovalState, type FulfilmentStatus, type OrderKind, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../../../src/apps/commerce/domain/order-status';
import { approvalVoteColumns, at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';
import type { ApprovalStepRule } from '../../../../src/domain/approvals/approval-rules';

/** Where an order goes, copied when it is placed: a later change of the location never moves a placed order. */
export interface DeliveryAddress {
  readonly source: 'location' | 'home';
  readonly locationId: string | null;
  readonly name: string;
  readonly line1: string;
  readonly line2: string | null;
  readonly postcode: string;
  readonly city: string;
  readonly country: string;
}

/** One approval step as the order froze it when it was placed (the kernel's approval rules read it). */

/** The last order number of each organisation: a number is taken by bumping this row, which locks it for the transaction. */
export const commerceOrderCounters = pgTable('commerce_order_counters', {
  organisationId: organisationId().primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * One pay request of a person: its idempotency key is unique per organisation and person, so a retried request
 * finds the orders the first one placed instead of placing (and charging) again.
 */
export const commerceCheckouts = pgTable(
  'commerce_checkouts',
  {
    id: id(),
    organisationId: organisationId(),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('commerce_checkouts_key_unique').on(t.organisationId, t.personId, t.idempotencyKey)],
);

export const commerceOrders = pgTable(
  'commerce_orders',
  {
    id: id(),
    organisationId: organisationId(),
    number: integer('number').notNull(),
    kind: text('kind').$type<OrderKind>().notNull(),
    /** The pay request that placed it; orders of later issues (buyback, repair, campaigns) have none. */
    checkoutId: uuid('checkout_id').references(() => commerceCheckouts.id, { onDelete: 'set null' }),
    personId: uuid('person_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the order: it is read by name after the person's account is gone. */
    personName: text('person_name').notNull(),
    personEmail: text('person_email').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>().notNull().default('unfulfilled'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    approvalState: text('approval_state').$type<ApprovalState>().notNull().default('none'),
    approvalSteps: jsonb('approval_steps').$type<ApprovalStepRule[]>().notNull().default([]),
    /** Why an approver declined or an admin cancelled, shown to the person. */
    decisionReason: text('decision_reason'),
    /** The invoice MONEY issued once the order was paid; no foreign key, so the two areas migrate apart. */
    invoiceId: uuid('invoice_id'),
    invoiceNumber: text('invoice_number'),
    placedAt: at('placed_at').notNull(),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('commerce_orders_number_unique').on(t.organisationId, t.number),
    // Manage Orders reads one kind at a time, newest first; request history reads one person's.
    index('commerce_orders_kind_idx').on(t.organisationId, t.kind, t.placedAt),
    index('commerce_orders_person_idx').on(t.organisationId, t.personId, t.placedAt),
    index('commerce_orders_checkout_idx').on(t.checkoutId),
    check('commerce_orders_kind_check', sql`${t.kind} in (${inList(ORDER_KINDS)})`),
    check('commerce_orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('commerce_orders_payment_status_check', sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    check('commerce_orders_fulfilment_check', sql`${t.fulfilmentStatus} in (${inList(FULFILMENT_STATUSES)})`),
    check('commerce_orders_payment_method_check', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check('commerce_orders_approval_check', sql`${t.approvalState} in (${inList(APPROVAL_STATES)})`),
    check('commerce_orders_total_check', sql`${t.totalMinor} >= 0`),
  ],
);

/** What was ordered, with name and price as they were when it was placed. */
export const commerceOrderLines = pgTable(
  'commerce_order_lines',
  {
    id: id(),
    organisationId: organisationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A catalogue product or kit; no foreign key, so a product retired later leaves its orders readable. */
    productId: uuid('product_id').notNull(),
    productKind: text('product_kind').$type<'product' | 'kit'>().notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
  },
  (t) => [
    index('commerce_order_lines_order_idx').on(t.orderId, t.position),
    check('commerce_order_lines_quantity_check', sql`${t.quantity} > 0 and ${t.shippedQuantity} between 0 and ${t.quantity}`),
    check('commerce_order_lines_price_check', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** A parcel that left, with its tracking number: for the whole order or for some of its lines. */
export const commerceShipments = pgTable(
  'commerce_shipments',
  {
    id: id(),
    organisationId: organisationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id, { onDelete: 'cascade' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number').notNull(),
    /** The lines and quantities in the parcel; the whole order's remainder when it was shipped as a whole. */
    lines: jsonb('lines').$type<{ lineId: string; quantity: number }[]>().notNull(),
    shippedById: uuid('shipped_by_id').references(() => users.id, { onDelete: 'set null' }),
    shippedAt: at('shipped_at').notNull(),
  },
  (t) => [index('commerce_shipments_order_idx').on(t.orderId, t.shippedAt)],
);

/** Notes on an order by the people who handle it. */
export const commerceOrderNotes = pgTable(
  'commerce_order_notes',
  {
    id: id(),
    organisationId: organisationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('commerce_order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** Approvers' decisions on an order above the threshold, counted by the kernel's approval rules. */
export const commerceOrderVotes = pgTable(
  'commerce_order_votes',
  {
    id: id(),
    organisationId: organisationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id, { onDelete: 'cascade' }),
    ...approvalVoteColumns(),
  },
  (t) => [
    index('commerce_order_votes_order_idx').on(t.orderId, t.step),
    check('commerce_order_votes_decision_check', sql`${t.decision} in ('accepted', 'refused')`),
  ],
);
