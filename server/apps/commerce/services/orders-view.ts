import type { z } from 'zod';
import type { OrderAction, OrderDetail, OrderSummary } from '../../../../contract/apps/commerce/orders-schemas';
import { lineTotalMinor } from '../../../../src/apps/commerce/domain/order-totals';
import { ordersCsv as csvOfOrders } from '../../../../src/apps/commerce/domain/orders-csv';
import type { UnitDevice } from '../../../../src/apps/commerce/domain/purchased-devices';
import type { PurchasedAsset } from '../../../kernel';
import type { NoteRow, OrderLineRow, OrderRow, ShipmentRow } from '../repositories/orders-repository';

type Summary = z.input<typeof OrderSummary>;
type Detail = z.input<typeof OrderDetail>;

export function orderSummaryOf(order: OrderRow, lines: readonly OrderLineRow[]): Summary {
  return {
    id: order.id,
    number: order.number,
    kind: order.kind,
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
    paymentMethod: order.paymentMethod,
    approvalState: order.approvalState,
    currency: order.currency,
    totalMinor: order.totalMinor,
    itemCount: lines.filter((line) => line.orderId === order.id).reduce((sum, line) => sum + line.quantity, 0),
    personName: order.personName,
    personEmail: order.personEmail,
    placedAt: order.placedAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
  };
}

export interface OrderParts {
  readonly order: OrderRow;
  readonly lines: readonly OrderLineRow[];
  readonly shipments: readonly ShipmentRow[];
  readonly notes: readonly NoteRow[];
  readonly creditNote: { readonly id: string; readonly number: string } | null;
  /** The devices one unit of each line holds, by line id. */
  readonly devices: ReadonlyMap<string, readonly UnitDevice[]>;
  readonly assets: readonly PurchasedAsset[];
}

export function orderDetailOf({ order, lines, shipments, notes, creditNote, devices, assets }: OrderParts, actions: readonly z.output<typeof OrderAction>[]): Detail {
  return {
    ...orderSummaryOf(order, lines),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      productKind: line.productKind,
      name: line.name,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: lineTotalMinor(line),
      shippedQuantity: line.shippedQuantity,
      devices: [...(devices.get(line.id) ?? [])],
    })),
    deliveryAddress: order.deliveryAddress,
    shipments: shipments.map((shipment) => ({
      id: shipment.id,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      lines: shipment.lines,
      shippedAt: shipment.shippedAt.toISOString(),
    })),
    notes: notes.map((note) => ({ id: note.id, authorName: note.authorName, body: note.body, createdAt: note.createdAt.toISOString() })),
    decisionReason: order.decisionReason,
    invoice: order.invoiceId && order.invoiceNumber ? { id: order.invoiceId, number: order.invoiceNumber } : null,
    creditNote,
    assets: assets.map(({ assetId, assetTag, serial, lineId, unit }) => ({ id: assetId, assetTag, serial, lineId, unit })),
    actions: [...actions],
  };
}

/** The export of a Manage Orders tab, in the domain's one CSV. */
export function ordersCsv(orders: readonly OrderRow[]): string {
  return csvOfOrders(orders.map((order) => ({ ...order, placedAt: order.placedAt.toISOString() })));
}
