import * as z from 'zod';
import { Cents, Id, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';
import {
  APPROVAL_STATES,
  FULFILMENT_STATUSES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../../../src/apps/commerce/domain/order-status';
import { FLEET_DEVICE_TYPES } from '../../../src/apps/commerce/domain/purchased-devices';

const OrderKind = z.enum(ORDER_KINDS);
const OrderStatus = z.enum(ORDER_STATUSES);
const PaymentStatus = z.enum(PAYMENT_STATUSES);
const FulfilmentStatus = z.enum(FULFILMENT_STATUSES);
export const PaymentMethod = z.enum(PAYMENT_METHODS);
const OrderApprovalState = z.enum(APPROVAL_STATES);
const ORDER_ACTIONS = ['approve', 'decline', 'process', 'ship', 'complete', 'cancel'] as const;
export const OrderAction = z.enum(ORDER_ACTIONS);

/** Where an order goes, as it was copied when the order was placed. */
const DeliveryAddress = z.object({
  source: z.enum(['location', 'home']),
  locationId: Id.nullable(),
  name: text(),
  line1: text(),
  line2: text().nullable(),
  postcode: text(),
  city: text(),
  country: text(),
});

/** An order as a list row shows it. */
export const OrderSummary = z.object({
  id: Id,
  number: z.int().min(1),
  kind: OrderKind,
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  fulfilmentStatus: FulfilmentStatus,
  paymentMethod: PaymentMethod,
  approvalState: OrderApprovalState,
  currency: text().length(3),
  totalMinor: Cents,
  itemCount: z.int().min(0),
  personName: text(),
  personEmail: text(),
  placedAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});

const OrderLine = z.object({
  id: Id,
  productId: Id,
  productKind: z.enum(['product', 'kit']),
  name: text(),
  quantity: z.int().min(1),
  unitPriceMinor: Cents,
  lineTotalMinor: Cents,
  shippedQuantity: z.int().min(0),
  /** The devices one unit holds that join the fleet when it ships (a Device Hub order's; none for other stores'). */
  devices: z.array(z.object({ name: text(), productType: z.enum(FLEET_DEVICE_TYPES) })),
});

/** An asset of the fleet that a device of the order became, by its line and its number among the line's devices. */
const OrderAsset = z.object({ id: Id, assetTag: text(), serial: text().nullable(), lineId: Id, unit: z.int().min(0) });

const ShipmentItem = z.object({
  id: Id,
  carrier: text().nullable(),
  trackingNumber: text(),
  lines: z.array(z.object({ lineId: Id, quantity: z.int().min(1) })),
  shippedAt: Timestamp,
});

const OrderNote = z.object({ id: Id, authorName: text(), body: text(), createdAt: Timestamp });

/** One order with its lines, parcels, notes and what the reader may do with it now. */
export const OrderDetail = OrderSummary.extend({
  lines: z.array(OrderLine),
  deliveryAddress: DeliveryAddress,
  shipments: z.array(ShipmentItem),
  notes: z.array(OrderNote),
  /** Why it was declined or cancelled. */
  decisionReason: text().nullable(),
  invoice: z.object({ id: Id, number: text() }).nullable(),
  /** The credit note that took the invoice back when the order was cancelled. */
  creditNote: z.object({ id: Id, number: text() }).nullable(),
  /** The assets its shipped devices became in the fleet. */
  assets: z.array(OrderAsset),
  /** The actions open to the reader in the order's present state (approve and decline only for its approvers). */
  actions: z.array(OrderAction),
});

const ORDER_SORT_FIELDS = ['placedAt', 'number', 'total'] as const;

/** The employee's request history: their own orders of one store, newest first. */
export const OrderListQuery = listQuery(ORDER_SORT_FIELDS, { status: OrderStatus.optional() });
export const OrderList = listAnswer(OrderSummary);

/** Manage Orders: one tab (kind) at a time, searched by number, name or address. */
export const ManageOrderListQuery = listQuery(ORDER_SORT_FIELDS, { kind: OrderKind, status: OrderStatus.optional() });
export const ManageOrderExportQuery = ManageOrderListQuery.omit({ page: true, pageSize: true });
/** How many orders each tab holds, every kind named (0 where none), so the tabs can show them and open on one that has some. */
export const ManageOrderCounts = z.object({ counts: z.record(OrderKind, z.int().min(0)) });

export const OrderNoteRequest = z.strictObject({ body: text().trim().min(1).max(4000) });

/** A parcel: the whole remaining order when `lines` is null, else the named lines and quantities. */
export const ShipOrderRequest = z.strictObject({
  version: Version,
  trackingNumber: text().trim().min(1).max(120),
  carrier: text().trim().max(60).nullable().optional(),
  lines: z
    .array(z.strictObject({ lineId: Id, quantity: z.int().min(1).max(100_000) }))
    .min(1)
    .max(200)
    .nullable(),
  /** Serials of the parcel's devices, each by its line and number among the line's devices; a device without one has none. */
  serials: z
    .array(z.strictObject({ lineId: Id, unit: z.int().min(0).max(10_000_000), serial: text().trim().min(1).max(80) }))
    .max(1000)
    .optional(),
});

export const OrderVersionRequest = z.strictObject({ version: Version });
export const CancelOrderRequest = z.strictObject({ version: Version, reason: text().trim().min(1).max(2000) });

export const OrderDecisionRequest = z
  .strictObject({ decision: z.enum(['accepted', 'refused']), reason: text().trim().max(2000).optional() })
  .refine((vote) => vote.decision === 'accepted' || (vote.reason ?? '').length > 0, {
    message: 'a refusal needs a reason',
    path: ['reason'],
  });

/** The most rows one CSV export carries. */
export const ORDER_EXPORT_CAP = 10_000;
