import { expect, type APIRequestContext } from '@playwright/test';

export interface HandedDevice {
  readonly assetId: string;
  readonly tag: string;
  readonly model: string;
  readonly serial: string;
}

/**
 * A device of the journey's own, checked out to the person holding `holderToken`: journeys run side by side on one
 * server, and another one may sell, repair or replace any device the demo gave that person.
 */
export async function deviceHandedTo(
  request: APIRequestContext,
  tokens: { admin: string; holder: string },
  device: { prefix: string; model: string; productType: string; manufacturer?: string },
): Promise<HandedDevice> {
  const asAdmin = { authorization: `Bearer ${tokens.admin}` };
  const session = await request.get('/api/v1/auth/session', { headers: { authorization: `Bearer ${tokens.holder}` } });
  expect(session.status()).toBe(200);
  const holderId = ((await session.json()) as { user: { id: string } }).user.id;
  const tag = `${device.prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1_000)}`;
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/v1/manage/assets', {
    headers: asAdmin,
    data: { assetTag: tag, serial: `SN-${tag}`, productType: device.productType, manufacturer: device.manufacturer ?? null, model: device.model, purchaseDate: yearAgo },
  });
  expect(created.status(), await created.text()).toBe(201);
  const asset = (await created.json()) as { id: string; version: number };
  const checkedOut = await request.post(`/api/v1/manage/assets/${asset.id}/check-out`, {
    headers: asAdmin,
    data: { assigneeId: holderId, version: asset.version },
  });
  expect(checkedOut.status(), await checkedOut.text()).toBe(200);
  return { assetId: asset.id, tag, model: device.model, serial: `SN-${tag}` };
}
