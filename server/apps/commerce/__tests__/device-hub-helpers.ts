import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import type { TestServer } from '../../../../tests/server/harness';
import { signedIn, type ApiClient } from '../../../../tests/server/callers';
import { addProduct, addWarehouse, demoOrganisation } from './catalogue-helpers';
import { commerceServer } from '../index';

/** A Device Hub order as Manage Orders answers it. */
export interface DeviceHubOrder {
  id: string;
  number: number;
  status: string;
  version: number;
  placedAt: string;
  invoice: { number: string } | null;
  lines: { id: string; shippedQuantity: number; devices: { name: string; productType: string }[] }[];
  assets: { id: string; assetTag: string; serial: string | null; lineId: string; unit: number }[];
}

interface Problem {
  code?: string;
  errors?: { path: string; code?: string; params?: Record<string, unknown> }[];
}

const commerce = (server: TestServer) => server.storeOf(commerceServer).repos.own;

/** A Device Hub product with stock on the default warehouse, at `priceMinor`. */
export async function deviceHubProduct(server: TestServer, name: string, priceMinor = 10_000, kind: 'product' | 'kit' = 'product') {
  const { organisationId, adminId } = await demoOrganisation(server);
  const id = await addProduct(commerce(server), organisationId, name, kind);
  if (priceMinor !== 10_000) await server.storeOf(commerceServer).transaction((repos) => repos.own.catalogue.update(organisationId, id, 1, { priceMinor }, new Date()));
  if (kind === 'product') {
    const [warehouse] = await commerce(server).locations.list(organisationId, { kinds: ['warehouse'] });
    await commerce(server).stock.receive(organisationId, id, warehouse!.id, 10, null, adminId);
  }
  return id;
}

/** Eve's Device Hub order of `quantity` units of each product, paid from her wallet, as the admin sees it. */
export async function eveBuys(server: TestServer, items: { productId: string; quantity: number }[]) {
  const { organisationId, adminId } = await demoOrganisation(server);
  const warehouse = await addWarehouse(commerce(server), organisationId, 'TEST warehouse', true);
  const eve = await signedIn(server, DEMO.employee.email);
  const ada = await signedIn(server, DEMO.admin.email);
  await commerce(server).wallet.append(organisationId, { personId: eve.userId, amountMinor: 1_000_000, currency: 'EUR', reason: 'TEST top-up', idempotencyKey: randomUUID() });
  for (const { productId, quantity } of items) {
    const added = await eve.call('POST', '/devicehub/cart/lines', { productId, quantity });
    expect(added.status, added.text).toBe(200);
  }
  const paid = await eve.call<{ orders: { id: string }[] }>('POST', '/devicehub/checkout', { idempotencyKey: randomUUID(), paymentMethod: 'wallet', locationId: warehouse });
  expect(paid.status, paid.text).toBe(201);
  const id = paid.body.orders[0]!.id;
  // Above the threshold the admin approves it first, which invoices it.
  const placed = (await ada.call<DeviceHubOrder>('GET', `/manage-orders/orders/${id}`)).body;
  const order = placed.status === 'awaiting-approval' ? (await ada.call<DeviceHubOrder>('POST', `/manage-orders/orders/${id}/approval`, { decision: 'accepted' })).body : placed;
  expect(order.status).toBe('ordered');
  return { organisationId, adminId, warehouse, eve, ada, order };
}

/** The admin ships the order (all of it unless `lines` says otherwise). */
export const shipOrder = (ada: ApiClient, order: DeviceHubOrder, body: Record<string, unknown> = {}) =>
  ada.call<DeviceHubOrder & Problem>('POST', `/manage-orders/orders/${order.id}/shipments`, { version: order.version, trackingNumber: 'TRK-1', lines: null, ...body });
