import type { z } from 'zod';
import type { AdminProductDetail, AdminProductItem, LocationStock, StockMovementItem } from '../../../../contract/apps/commerce/catalogue-schemas';
import { availableOf } from '../../../../src/apps/commerce/domain/stock-availability';
import type { FileLinks, StockAccessory } from '../../../kernel';
import type { KitComponentRow, ProductRow } from '../repositories/catalogue-repository';
import type { LocationLevel, MovementRow } from '../repositories/stock-repository';

type Links = Pick<FileLinks, 'linkOf'>;

export function locationStockOf(level: LocationLevel): z.input<typeof LocationStock> {
  return { locationId: level.locationId, locationName: level.locationName, onHand: level.onHand, reserved: level.reserved, available: availableOf(level) };
}

/** A product as the admin's table shows it: its first image as a fresh signed link, its stock per location. */
export function adminProductItemOf(
  row: ProductRow,
  category: { id: string; name: string; slug: string } | null,
  levels: readonly LocationLevel[],
  available: number,
  accessory: StockAccessory | null,
  links: Links,
): z.input<typeof AdminProductItem> {
  const first = row.imageKeys[0];
  return {
    id: row.id,
    store: row.store,
    kind: row.kind,
    name: row.name,
    category,
    priceMinor: row.priceMinor,
    currency: row.currency,
    condition: row.condition,
    visibleToRoles: row.visibleToRoles,
    active: row.active,
    imageUrl: first ? links.linkOf(row.organisationId, first) : null,
    stock: levels.map(locationStockOf),
    available,
    accessory,
    version: row.version,
  };
}

export function adminProductDetailOf(
  item: z.input<typeof AdminProductItem>,
  row: ProductRow,
  components: readonly KitComponentRow[],
  links: Links,
): z.input<typeof AdminProductDetail> {
  return {
    ...item,
    description: row.description,
    specs: row.specs,
    images: row.imageKeys.map((key) => ({ key, url: links.linkOf(row.organisationId, key) })),
    components: components.map((component) => ({ productId: component.productId, name: component.name, quantity: component.quantity })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function movementItemOf(row: MovementRow): z.input<typeof StockMovementItem> {
  return {
    id: row.id,
    kind: row.kind,
    quantity: row.quantity,
    onHandAfter: row.onHandAfter,
    reservedAfter: row.reservedAfter,
    location: { id: row.locationId, name: row.locationName },
    product: { id: row.productId, name: row.productName },
    kit: row.kitId && row.kitName ? { id: row.kitId, name: row.kitName } : null,
    orderId: row.orderId,
    note: row.note,
    actor: row.actorName,
    at: row.createdAt.toISOString(),
  };
}
