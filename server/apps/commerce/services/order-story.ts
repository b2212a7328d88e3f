import { orderPaths } from '../../../../src/apps/commerce/domain/order-paths';
import { DEVICEHUB_SLUG, INVOICES_SLUG, MANAGE_ORDERS_SLUG } from '../../../../src/apps/commerce/domain/slug';
import type { LifeEventKind } from '../../../../src/domain/life-story';
import type { NewLifeEvent, PurchasedAsset } from '../../../kernel';
import type { OrderRow } from '../repositories/orders-repository';

interface Step {
  readonly kind: LifeEventKind;
  readonly at: Date;
  readonly appSlug: string;
  readonly actorId: string | null;
  readonly personId?: string | null;
  readonly assetId?: string | null;
}

/** A step of an order's story, named by its number and linked to it in Manage Orders. */
export function orderEvent(order: OrderRow, step: Step): NewLifeEvent {
  return {
    organisationId: order.organisationId,
    personId: null,
    assetId: null,
    ...step,
    subject: `#${order.number}`,
    href: orderPaths.order(order.kind, order.id),
  };
}

/** An invoice or a credit note of an order, named by its number and linked to the invoices. */
export function invoiceEvent(order: OrderRow, kind: 'invoiced' | 'credited', number: string, at: Date, assetId: string | null = null): NewLifeEvent {
  return { organisationId: order.organisationId, at, appSlug: INVOICES_SLUG, kind, assetId, personId: assetId ? null : order.personId, actorId: null, subject: number, href: orderPaths.invoices() };
}

/**
 * A shipped Device Hub device's beginning, told once it is an asset: ordered and invoiced when the order was, then shipped now.
 * The buyer's own story has the order already; the device's holder is told at delivery.
 */
export function shippedDeviceEvents(order: OrderRow, assets: readonly PurchasedAsset[], actorId: string | null, at: Date): NewLifeEvent[] {
  return assets.flatMap(({ assetId }) => [
    orderEvent(order, { kind: 'ordered', at: order.placedAt, appSlug: DEVICEHUB_SLUG, actorId: order.personId, assetId }),
    ...(order.invoiceNumber ? [invoiceEvent(order, 'invoiced', order.invoiceNumber, order.placedAt, assetId)] : []),
    orderEvent(order, { kind: 'shipped', at, appSlug: MANAGE_ORDERS_SLUG, actorId, assetId }),
  ]);
}
