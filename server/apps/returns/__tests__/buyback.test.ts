import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuybackView } from '../../../../contract/apps/returns/buyback-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, type ApiClient } from '../../../../tests/server/callers';
import { AS_NEW as asDeclared, SENDER_ADDRESS as from, WIPE_CERTIFICATE as certificate } from '../../../../tests/fixtures/returns/buyback';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const DAY_MS = 86_400_000;

interface Actors {
  eve: ApiClient;
  ada: ApiClient;
}

async function actors(): Promise<Actors> {
  return { eve: await signedIn(server, DEMO.employee.email), ada: await signedIn(server, DEMO.admin.email) };
}

/** Eve's first device, quoted as declared, accepted (an order), and received at the desk. */
async function quoted({ eve }: Actors, slug = 'buyback-devices') {
  const devices = await eve.call<{ items: { assetId: string; model: string }[] }>('GET', `/${slug}/devices`);
  expect(devices.status).toBe(200);
  const device = devices.body.items[0]!;
  const quote = await eve.call<BuybackView>('POST', `/${slug}/quotes`, { assetId: device.assetId, condition: asDeclared });
  expect(quote.status).toBe(201);
  return quote.body;
}

async function received(who: Actors) {
  const quote = await quoted(who);
  const placed = await who.eve.call<{ buyback: BuybackView; orderNumber: number }>('POST', `/buyback-devices/buybacks/${quote.id}/acceptance`, { version: quote.version, from });
  expect(placed.status).toBe(200);
  const receipt = await who.ada.call<BuybackView>('POST', `/buyback-desk/buybacks/${quote.id}/receipt`, { version: placed.body.buyback.version });
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
  return receipt.body;
}

const inspect = (ada: ApiClient, buyback: BuybackView, grade: { functional: string; cosmetic: string }, extra: { locked?: boolean; reasons?: string } = {}) =>
  ada.call<BuybackView>('POST', `/buyback-desk/buybacks/${buyback.id}/inspection`, { grade, locked: extra.locked ?? false, reasons: extra.reasons ?? '', photoIds: [], version: buyback.version });

const walletBalance = async (eve: ApiClient) => (await eve.call<{ balanceMinor: number }>('GET', '/wallet')).body.balanceMinor;

describe('a quote', () => {
  it('holds the declaration, its grade on both axes and its price, and expires after 14 days', async () => {
    const who = await actors();
    const quote = await quoted(who);
    expect(quote).toMatchObject({ status: 'quoted', condition: asDeclared, quotedGrade: { functional: 'F4', cosmetic: 'C6' }, rulesVersion: 1, expired: false });
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt)).toBe(14 * DAY_MS);
    server.advance(14 * DAY_MS + 1000);
    const eve = await signedIn(server, DEMO.employee.email);
    const accepted = await eve.call<{ errors?: unknown; code?: string }>('POST', `/buyback-devices/buybacks/${quote.id}/acceptance`, { version: quote.version, from });
    expect(accepted.status).toBe(409);
    expect(JSON.stringify(accepted.body)).toContain('quote-expired');
    expect((await eve.call<BuybackView>('GET', `/buyback-devices/buybacks/${quote.id}`)).body).toMatchObject({ status: 'quoted', expired: true, order: null });
  });

  it("keeps the rules' version it was priced with when an admin changes the rules", async () => {
    const who = await actors();
    const quote = await quoted(who);
    const rules = await who.ada.call<Record<string, unknown> & { version: number; functionalFactors: Record<string, number> }>('GET', '/buyback-desk/rules');
    const { currency: _currency, ...saved } = rules.body;
    const halved = await who.ada.call<{ version: number }>('POST', '/buyback-desk/rules', { ...saved, functionalFactors: { ...rules.body.functionalFactors, F4: 4_000 } });
    expect(halved.status).toBe(201);
    expect(halved.body.version).toBe(2);
    expect((await who.eve.call<BuybackView>('GET', `/buyback-devices/buybacks/${quote.id}`)).body).toMatchObject({ rulesVersion: 1, quotedAmount: quote.quotedAmount });
    const again = await quoted(who);
    expect(again.rulesVersion).toBe(2);
    // Half the functional factor, rounded to the rules' step.
    expect(Math.abs(again.quotedAmount - quote.quotedAmount / 2)).toBeLessThanOrEqual(100);
  });

  it('names the order the thank-you page shows, and lists it in Manage Orders’ buyback tab', async () => {
    const who = await actors();
    const quote = await quoted(who);
    const placed = await who.eve.call<{ buyback: BuybackView; orderNumber: number }>('POST', `/buyback-devices/buybacks/${quote.id}/acceptance`, { version: quote.version, from });
    expect(placed.body.buyback.order).toEqual({ id: expect.any(String), number: placed.body.orderNumber });
    // The device's parcel to the company, with its label, on Shipping Label's one shipment model.
    expect(placed.body.buyback.shipments).toEqual([expect.objectContaining({ purpose: 'buyback', state: 'pre_transit' })]);
    const tab = await who.ada.call<{ items: { number: number }[] }>('GET', '/manage-orders/orders?kind=buyback');
    expect(tab.body.items.map((order) => order.number)).toContain(placed.body.orderNumber);
  });
});

describe('Apple Trade In', () => {
  it("refuses a device that is not Apple's, with a clear reason", async () => {
    const who = await actors();
    const devices = await who.eve.call<{ items: { assetId: string; model: string; refusal: string | null }[] }>('GET', '/apple-trade-in/devices');
    const other = devices.body.items.find((device) => !/mac|iphone|ipad|apple/i.test(device.model));
    expect(other?.refusal).toBe('not-apple');
    const refused = await who.eve.call('POST', '/apple-trade-in/quotes', { assetId: other!.assetId, condition: asDeclared });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('apple-only');
  });
});

describe('the inspection', () => {
  it('agrees when the device is as declared', async () => {
    const who = await actors();
    const buyback = await received(who);
    expect(buyback.inspectionDueAt).not.toBeNull();
    const agreed = await inspect(who.ada, buyback, buyback.quotedGrade);
    expect(agreed.body).toMatchObject({ status: 'agreed', agreedAmount: buyback.quotedAmount, counter: null });
  });

  it('makes a lower counter-offer, mailed to the person; accepted, it is what is paid', async () => {
    const who = await actors();
    const buyback = await received(who);
    const countered = await inspect(who.ada, buyback, { functional: 'F4', cosmetic: 'C3' }, { reasons: 'Deep scratches on the lid' });
    expect(countered.body).toMatchObject({ status: 'countered', counter: { reasons: 'Deep scratches on the lid', grade: { cosmetic: 'C3' } } });
    expect(countered.body.counter!.amount).toBeLessThan(buyback.quotedAmount);
    expect(server.mailbox.read(DEMO.employee.email).some((mail) => mail.subject.includes(buyback.asset.model))).toBe(true);
    const accepted = await who.eve.call<BuybackView>('POST', `/buyback-devices/buybacks/${buyback.id}/counter-offer`, { decision: 'accept', version: countered.body.version });
    expect(accepted.body).toMatchObject({ status: 'agreed', agreedAmount: countered.body.counter!.amount });
  });

  it('sends a device back free within 2 business days when the counter-offer is declined', async () => {
    const who = await actors();
    const buyback = await received(who);
    const countered = await inspect(who.ada, buyback, { functional: 'F3', cosmetic: 'C4' }, { reasons: 'Keyboard faulty' });
    const declined = await who.eve.call<BuybackView>('POST', `/buyback-devices/buybacks/${buyback.id}/counter-offer`, { decision: 'decline', version: countered.body.version });
    expect(declined.body.status).toBe('returning');
    // The free return: a parcel from the company back to where the device came from.
    expect(declined.body.shipments.map((shipment) => shipment.purpose).sort()).toEqual(['buyback', 'buyback-return']);
    const due = Date.parse(declined.body.returnDueAt!);
    expect(due - Date.now()).toBeGreaterThanOrEqual(2 * DAY_MS - 60_000);
    expect(due - Date.now()).toBeLessThanOrEqual(4 * DAY_MS + 60_000);
    const order = (await who.ada.call<{ items: { id: string; status: string }[] }>('GET', '/manage-orders/orders?kind=buyback')).body.items.find((each) => each.id === buyback.order!.id);
    expect(order?.status).toBe('declined');
    const returned = await who.ada.call<BuybackView>('POST', `/buyback-desk/buybacks/${buyback.id}/return`, { version: declined.body.version });
    expect(returned.body.status).toBe('returned');
    // Nothing is paid, and the device is still Eve's.
    const settle = await who.ada.call('POST', `/buyback-desk/buybacks/${buyback.id}/settlement`, { idempotencyKey: randomUUID(), version: returned.body.version });
    expect(settle.status).toBe(409);
    expect((await who.eve.call<{ items: { assetId: string }[] }>('GET', '/buyback-devices/devices')).body.items.map((device) => device.assetId)).toContain(buyback.asset.id);
  });

  it('holds a device still locked to an account, asks the person to remove the lock, and inspects again once it is', async () => {
    const who = await actors();
    const buyback = await received(who);
    const held = await inspect(who.ada, buyback, buyback.quotedGrade, { locked: true });
    expect(held.body.status).toBe('held');
    expect(server.mailbox.read(DEMO.employee.email).some((mail) => mail.text.includes('locked'))).toBe(true);
    const settle = await who.ada.call('POST', `/buyback-desk/buybacks/${buyback.id}/settlement`, { idempotencyKey: randomUUID(), version: held.body.version });
    expect(settle.status).toBe(409);
    const released = await who.ada.call<BuybackView>('POST', `/buyback-desk/buybacks/${buyback.id}/lock-removal`, { version: held.body.version });
    expect(released.body.status).toBe('received');
    expect((await inspect(who.ada, released.body, buyback.quotedGrade)).body.status).toBe('agreed');
  });
});

describe('the settlement', () => {
  it('needs the data wipe certificate first', async () => {
    const who = await actors();
    const agreed = (await inspect(who.ada, await received(who), { functional: 'F4', cosmetic: 'C6' })).body;
    const refused = await who.ada.call('POST', `/buyback-desk/buybacks/${agreed.id}/settlement`, { idempotencyKey: randomUUID(), version: agreed.version });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('certificate-required');
  });

  it('pays once under retries, the device leaves the fleet, and the asset’s story links the certificate', async () => {
    const who = await actors();
    const before = await walletBalance(who.eve);
    const agreed = (await inspect(who.ada, await received(who), { functional: 'F4', cosmetic: 'C6' })).body;
    const cert = await who.ada.call<{ id: string }>('POST', `/buyback-desk/buybacks/${agreed.id}/certificate`, { ...certificate, serial: agreed.asset.serial ?? 'SN-1' });
    expect(cert.status).toBe(201);
    const key = randomUUID();
    const body = { idempotencyKey: key, version: agreed.version };
    const answers = await Promise.all([1, 2, 3].map(() => who.ada.call<BuybackView>('POST', `/buyback-desk/buybacks/${agreed.id}/settlement`, body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const retried = await who.ada.call<BuybackView>('POST', `/buyback-desk/buybacks/${agreed.id}/settlement`, { idempotencyKey: randomUUID(), version: agreed.version });
    expect(retried.body).toMatchObject({ status: 'settled', settlementNumber: answers[0]!.body.settlementNumber });
    expect(await walletBalance(who.eve)).toBe(before + agreed.agreedAmount!);
    expect((await who.eve.call<{ items: { assetId: string }[] }>('GET', '/buyback-devices/devices')).body.items.map((device) => device.assetId)).not.toContain(agreed.asset.id);
    const story = await who.ada.call<{ events: { kind: string; detail: Record<string, string> }[] }>('GET', `/manage/assets/${agreed.asset.id}/story`);
    expect(story.body.events.find((event) => event.kind === 'wiped')?.detail.certificate).toBe(cert.body.id);
    expect(story.body.events.map((event) => event.kind)).toContain('bought-back');
    const pdf = await who.ada.call<{ contentBase64: string }>('GET', `/buyback-desk/buybacks/${agreed.id}/certificate/pdf`);
    expect(Buffer.from(pdf.body.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('recycles free a device found worth nothing, out of the fleet, with no wallet entry', async () => {
    const who = await actors();
    const before = await walletBalance(who.eve);
    const buyback = await received(who);
    const countered = await inspect(who.ada, buyback, { functional: 'F0', cosmetic: 'C2' }, { reasons: 'Does not power on' });
    expect(countered.body.counter?.amount).toBe(0);
    const accepted = await who.eve.call<BuybackView>('POST', `/buyback-devices/buybacks/${buyback.id}/counter-offer`, { decision: 'accept', version: countered.body.version });
    await who.ada.call('POST', `/buyback-desk/buybacks/${buyback.id}/certificate`, { ...certificate, category: 'destroy', destination: 'Recycling' });
    const recycled = await who.ada.call<BuybackView>('POST', `/buyback-desk/buybacks/${buyback.id}/settlement`, { idempotencyKey: randomUUID(), version: accepted.body.version });
    expect(recycled.body).toMatchObject({ status: 'recycled', settlementNumber: null });
    expect(await walletBalance(who.eve)).toBe(before);
    expect((await who.eve.call<{ items: { assetId: string }[] }>('GET', '/buyback-devices/devices')).body.items.map((device) => device.assetId)).not.toContain(buyback.asset.id);
  });

  it('is the desk’s alone', async () => {
    const who = await actors();
    const quote = await quoted(who);
    expect((await who.eve.call('GET', `/buyback-desk/buybacks/${quote.id}`)).status).toBe(403);
  });
});
