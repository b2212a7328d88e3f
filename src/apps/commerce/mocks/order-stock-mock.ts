import { allocate, expandKits } from '../domain/stock-availability';
import type { StockMovementKind } from '../domain/stock-movements';
import type { MockState, MockUser } from '../../../../tests/mocks/mock-state';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { MANAGE_ORDERS_SLUG } from '../domain/slug';
import { catalogueDataOf, type CatalogueMockData, type MockAdminProduct } from './catalogue-mock-state';

/** Units of a product an order takes from a location, for a kit when they come from one. */
export interface MockReservation {
  readonly productId: string;
  readonly locationId: string;
  readonly quantity: number;
  readonly kitId: string | null;
}

/** Units of an order's linked product, reserved on its Manage accessory. */
export interface MockAccessoryReservation {
  readonly accessoryId: string;
  readonly quantity: number;
}

/** Where an order's units come from: the shelves, and the Manage accessories of its linked products. */
export interface MockReservationPlan {
  readonly shelves: readonly MockReservation[];
  readonly accessories: readonly MockAccessoryReservation[];
}

/** How each movement counts toward what an order still holds reserved, and what of it was fulfilled. */
const OUTSTANDING_SIGNS: Readonly<Record<StockMovementKind, { reserved: number; fulfilled: number }>> = {
  received: { reserved: 0, fulfilled: 0 },
  adjusted: { reserved: 0, fulfilled: 0 },
  reserved: { reserved: 1, fulfilled: 0 },
  released: { reserved: -1, fulfilled: 0 },
  fulfilled: { reserved: -1, fulfilled: 1 },
  returned: { reserved: 0, fulfilled: -1 },
};

const keyOf = (productId: string, locationId: string) => `${productId}|${locationId}`;

/**
 * Where an order's units would come from, as the server's reservation takes them: a kit line asks for each
 * component times its quantity, every product from the default stock location first, a linked product from its
 * Manage accessory. `taken` holds what earlier orders of the same payment would take, and grows by this one's. The
 * products that are short, when any is.
 */
export function planReservation(
  data: CatalogueMockData,
  organisationId: string,
  lines: readonly { productId: string; quantity: number }[],
  taken: Map<string, number>,
): MockReservationPlan | { short: string[] } {
  const kits = data.products.filter((product) => product.organisationId === organisationId && product.kind === 'kit' && lines.some((line) => line.productId === product.id));
  const demand = expandKits(lines, (id) => kits.find((kit) => kit.id === id)?.components ?? null);
  const preferred = data.locations.find((location) => location.organisationId === organisationId && location.isDefaultStock)?.id ?? null;
  // A kit without components cannot be served: it stands for nothing on a shelf.
  const short = new Set(kits.filter((kit) => kit.components.length === 0).map((kit) => kit.id));
  const plan: MockReservation[] = [];
  const accessories: MockAccessoryReservation[] = [];
  for (const line of demand) {
    const product = data.products.find((each) => each.id === line.productId);
    const accessory = product && data.accessoryOf(product);
    if (product?.accessoryId) {
      const key = `accessory|${product.accessoryId}`;
      if ((accessory?.available ?? 0) - (taken.get(key) ?? 0) < line.quantity) short.add(line.productId);
      else {
        taken.set(key, (taken.get(key) ?? 0) + line.quantity);
        accessories.push({ accessoryId: product.accessoryId, quantity: line.quantity });
      }
      continue;
    }
    const rows = data.levels
      .filter((level) => level.productId === line.productId)
      .map((level) => ({ ...level, reserved: level.reserved + (taken.get(keyOf(level.productId, level.locationId)) ?? 0) }));
    const parts = allocate(rows, line.quantity, preferred);
    if (parts === null) short.add(line.productId);
    for (const part of parts ?? []) {
      const key = keyOf(line.productId, part.locationId);
      taken.set(key, (taken.get(key) ?? 0) + part.quantity);
      plan.push({ productId: line.productId, kitId: line.kitId, ...part });
    }
  }
  return short.size > 0 ? { short: [...short] } : { shelves: plan, accessories };
}

export function reserveForOrder(state: MockState, plan: MockReservationPlan, orderId: string, actor: MockUser, appSlug: string): void {
  const data = catalogueDataOf(state);
  for (const part of plan.shelves) {
    data.move(data.products.find((each) => each.id === part.productId)!, part.locationId, { kind: 'reserved', quantity: part.quantity, orderId, kitId: part.kitId, actor: actor.name });
  }
  if (plan.accessories.length > 0) manageDataOf(state).reserveAccessories(actor, orderId, plan.accessories, appSlug);
}

/**
 * Gives back what an order holds: reserved units are released, shipped ones come back as returned; what it holds of
 * Manage's accessories goes back on their counts.
 */
export function releaseForOrder(state: MockState, orderId: string, actor: MockUser): void {
  const data = catalogueDataOf(state);
  for (const part of outstanding(data, orderId)) {
    if (part.reserved > 0) data.move(part.product, part.locationId, { kind: 'released', quantity: part.reserved, orderId, kitId: part.kitId, actor: actor.name });
    if (part.fulfilled > 0) data.move(part.product, part.locationId, { kind: 'returned', quantity: part.fulfilled, orderId, kitId: part.kitId, actor: actor.name });
  }
  manageDataOf(state).settleReservations(actor, orderId, { holderId: null }, MANAGE_ORDERS_SLUG);
}

/** The order shipped whole: its reserved units leave the shelf, and what it holds of accessories is the buyer's. */
export function fulfilForOrder(state: MockState, orderId: string, actor: MockUser, buyerId: string | null): void {
  const data = catalogueDataOf(state);
  for (const part of outstanding(data, orderId)) {
    if (part.reserved > 0) data.move(part.product, part.locationId, { kind: 'fulfilled', quantity: part.reserved, orderId, kitId: part.kitId, actor: actor.name });
  }
  if (buyerId) manageDataOf(state).settleReservations(actor, orderId, { holderId: buyerId }, MANAGE_ORDERS_SLUG);
}

/** What an order holds per product, location and kit: still reserved, and shipped but not returned. */
function outstanding(data: CatalogueMockData, orderId: string) {
  const parts = new Map<string, { product: MockAdminProduct; locationId: string; kitId: string | null; reserved: number; fulfilled: number }>();
  for (const movement of data.movements.filter((each) => each.orderId === orderId)) {
    const key = `${keyOf(movement.product.id, movement.location.id)}|${movement.kit?.id ?? ''}`;
    const product = data.products.find((each) => each.id === movement.product.id)!;
    const part = parts.get(key) ?? { product, locationId: movement.location.id, kitId: movement.kit?.id ?? null, reserved: 0, fulfilled: 0 };
    const signs = OUTSTANDING_SIGNS[movement.kind];
    part.reserved += signs.reserved * movement.quantity;
    part.fulfilled += signs.fulfilled * movement.quantity;
    parts.set(key, part);
  }
  return [...parts.values()].sort((a, b) => a.product.id.localeCompare(b.product.id) || a.locationId.localeCompare(b.locationId));
}
