import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { buybackDeskRoutes as desk, buybackPersonRoutes as buyback, tradeInPersonRoutes as tradeIn } from '../buyback-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { AS_NEW as condition, SENDER_ADDRESS as from, WIPE_CERTIFICATE as certificate } from '../../../../tests/fixtures/returns/buyback';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';
// One pixel of PNG, enough to be a photo the desk keeps.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

/**
 * Buyback and Apple Trade In on the server and the mocks alike: Eve quotes her device, accepts (an order named by
 * its number), the desk receives and inspects it; held while locked, then a counter-offer she declines (sent back
 * free); quoted again, a counter-offer she accepts, certified and settled once. Apple Trade In refuses a device not
 * Apple's.
 */
describe.each([realServer(), mockServer()])('buyback on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend, MOCK_DEMO.employee.email);

  async function eveQuotes() {
    const devices = await ok(buyback.devices);
    const device = devices.items.find((each) => each.refusal === null)!;
    const quote = await ok(buyback.quote, { body: { assetId: device.assetId, condition } });
    expect(quote).toMatchObject({ status: 'quoted', quotedGrade: { functional: 'F4', cosmetic: 'C6' }, expired: false, order: null, condition });
    return quote;
  }

  it('takes a device from quote to a declined counter-offer and back, then to one settlement', async () => {
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const first = await eveQuotes();
    const edited = await ok(buyback.edit, { params: { id: first.id }, body: { condition: { ...condition, body: 'worn' }, version: first.version } });
    expect(edited.quotedGrade).toEqual({ functional: 'F4', cosmetic: 'C3' });
    expect(edited.quotedAmount).toBeLessThan(first.quotedAmount);
    const placed = await ok(buyback.accept, { params: { id: first.id }, body: { version: edited.version, from } });
    expect(placed.buyback.order?.number).toBe(placed.orderNumber);
    expect(placed.buyback.shipments).toEqual([expect.objectContaining({ purpose: 'buyback', state: 'pre_transit' })]);
    expect((await ok(buyback.mine)).items.map((each) => each.id)).toContain(first.id);
    await problem(desk.list, {}, 403, ProblemTypes.forbidden);

    const received = await ok(desk.receive, { token: ada, params: { id: first.id }, body: { version: placed.buyback.version } });
    expect(received.status).toBe('received');
    expect((await ok(desk.list, { token: ada, query: { status: 'received' } })).items.map((each) => each.id)).toEqual([first.id]);
    const held = await ok(desk.inspect, { token: ada, params: { id: first.id }, body: { grade: edited.quotedGrade, locked: true, reasons: '', photoIds: [], version: received.version } });
    expect(held.status).toBe('held');
    const released = await ok(desk.lockRemoved, { token: ada, params: { id: first.id }, body: { version: held.version } });
    const photo = await ok(desk.uploadPhoto, { token: ada, params: { id: first.id }, query: { filename: 'lid.png' }, upload: { bytes: PNG, contentType: 'image/png' } });
    const countered = await ok(desk.inspect, {
      token: ada,
      params: { id: first.id },
      body: { grade: { functional: 'F3', cosmetic: 'C3' }, locked: false, reasons: 'Two keys do not work', photoIds: [photo.id], version: released.version },
    });
    expect(countered).toMatchObject({ status: 'countered', counter: { reasons: 'Two keys do not work', photoIds: [photo.id] } });
    expect((await ok(buyback.photo, { params: { id: first.id, photoId: photo.id } })).contentType).toBe('image/png');
    const declined = await ok(buyback.decide, { params: { id: first.id }, body: { decision: 'decline', version: countered.version } });
    expect(declined.status).toBe('returning');
    expect(declined.returnDueAt).not.toBeNull();
    expect(declined.shipments.map((shipment) => shipment.purpose).sort()).toEqual(['buyback', 'buyback-return']);
    expect((await ok(desk.sendBack, { token: ada, params: { id: first.id }, body: { version: declined.version } })).status).toBe('returned');

    const second = await eveQuotes();
    const order = await ok(buyback.accept, { params: { id: second.id }, body: { version: second.version, from } });
    const arrived = await ok(desk.receive, { token: ada, params: { id: second.id }, body: { version: order.buyback.version } });
    const lower = await ok(desk.inspect, { token: ada, params: { id: second.id }, body: { grade: { functional: 'F4', cosmetic: 'C4' }, locked: false, reasons: 'Scratched lid', photoIds: [], version: arrived.version } });
    const accepted = await ok(buyback.decide, { params: { id: second.id }, body: { decision: 'accept', version: lower.version } });
    expect(accepted).toMatchObject({ status: 'agreed', agreedAmount: lower.counter!.amount });
    await problem(desk.settle, { token: ada, params: { id: second.id }, body: { idempotencyKey: 'contract-settle-1', version: accepted.version } }, 409, ProblemTypes.conflict);
    const recorded = await ok(desk.certify, { token: ada, params: { id: second.id }, body: certificate });
    expect(recorded).toMatchObject({ buybackId: second.id, category: 'purge', recordedBy: MOCK_DEMO.admin.name });
    expect((await ok(desk.certificate, { token: ada, params: { id: second.id } })).id).toBe(recorded.id);
    expect((await ok(desk.certificatePdf, { token: ada, params: { id: second.id } })).contentType).toBe('application/pdf');
    const settled = await ok(desk.settle, { token: ada, params: { id: second.id }, body: { idempotencyKey: 'contract-settle-1', version: accepted.version } });
    const again = await ok(desk.settle, { token: ada, params: { id: second.id }, body: { idempotencyKey: 'contract-settle-1', version: accepted.version } });
    expect(settled).toMatchObject({ status: 'settled', certificateId: recorded.id, settlementNumber: expect.stringMatching(/^\d{4}-\d{6}$/) });
    expect(again.settlementNumber).toBe(settled.settlementNumber);
    expect((await ok(desk.get, { token: ada, params: { id: second.id } })).status).toBe('settled');
    await problem(buyback.get, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
  });

  it('prices by versioned rules an admin edits', async () => {
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const { currency: _currency, ...rules } = await ok(desk.rules, { token: ada });
    const saved = await ok(desk.saveRules, { token: ada, body: { ...rules, roundingStep: 500 } });
    expect(saved).toMatchObject({ version: rules.version + 1, roundingStep: 500 });
    await problem(desk.saveRules, { token: ada, body: { ...rules, roundingStep: 500 } }, 412, ProblemTypes.staleVersion);
  });

  it("refuses in Apple Trade In a device that is not Apple's", async () => {
    const devices = await ok(tradeIn.devices);
    const other = devices.items.find((each) => each.refusal === 'not-apple')!;
    await problem(tradeIn.quote, { body: { assetId: other.assetId, condition } }, 409, ProblemTypes.conflict);
    expect((await ok(tradeIn.mine)).items).toEqual([]);
    await problem(tradeIn.get, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
    await problem(tradeIn.edit, { params: { id: UNKNOWN_ID }, body: { condition, version: 1 } }, 404, ProblemTypes.notFound);
    await problem(tradeIn.accept, { params: { id: UNKNOWN_ID }, body: { version: 1, from } }, 404, ProblemTypes.notFound);
    await problem(tradeIn.decide, { params: { id: UNKNOWN_ID }, body: { decision: 'accept', version: 1 } }, 404, ProblemTypes.notFound);
    await problem(tradeIn.photo, { params: { id: UNKNOWN_ID, photoId: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
  });
});
