import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, signedIn, otherOrganisation, type ApiClient } from '../../../../tests/server/callers';
import { addProduct, addWarehouse, demoOrganisation } from './catalogue-helpers';
import { pdfText } from '../../../../tests/server/pdf-text';
import { realtimeEars } from './realtime-ears';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const commerce = () => server.storeOf(commerceServer).repos.own;

interface Order {
  id: string;
  number: number;
  status: string;
  paymentStatus: string;
  fulfilmentStatus: string;
  totalMinor: number;
  version: number;
  actions: string[];
  invoice: { id: string; number: string } | null;
  creditNote?: { id: string; number: string } | null;
  lines: { id: string; quantity: number; shippedQuantity: number }[];
  shipments: { trackingNumber: string }[];
}

interface Problem {
  code?: string;
  params?: Record<string, string | number>;
}

/** A warehouse holding `units` of a Device Hub laptop priced at `priceMinor`, and the laptop's id. */
async function stockedLaptop(units: number, priceMinor = 10_000) {
  const { organisationId, adminId } = await demoOrganisation(server);
  const warehouse = await addWarehouse(commerce(), organisationId, 'TEST warehouse', true);
  const laptop = await addProduct(commerce(), organisationId, 'TEST laptop');
  if (priceMinor !== 10_000) await server.storeOf(commerceServer).transaction((repos) => repos.own.catalogue.update(organisationId, laptop, 1, { priceMinor }, new Date()));
  await commerce().stock.receive(organisationId, laptop, warehouse, units, null, adminId);
  return { organisationId, adminId, warehouse, laptop };
}

async function topUp(organisationId: string, personId: string, amountMinor: number) {
  await commerce().wallet.append(organisationId, { personId, amountMinor, currency: 'EUR', reason: 'TEST top-up', idempotencyKey: randomUUID() });
}

async function fill(client: ApiClient, productId: string, quantity = 1) {
  const added = await client.call('POST', '/devicehub/cart/lines', { productId, quantity });
  expect(added.status, added.text).toBe(200);
}

const pay = (client: ApiClient, locationId: string, idempotencyKey = randomUUID(), paymentMethod = 'wallet') =>
  client.call<{ orders: Order[] } & Problem>('POST', '/devicehub/checkout', { idempotencyKey, paymentMethod, locationId });

const cartLines = async (organisationId: string, personId: string) => commerce().cart.linesOf(organisationId, personId);
const reserved = async (organisationId: string, productId: string) =>
  (await commerce().stock.levels(organisationId, [productId])).reduce((sum, level) => sum + level.reserved, 0);
const balance = async (organisationId: string, personId: string) => (await commerce().wallet.balanceOf(organisationId, personId)).balanceMinor;

describe('paying the cart', () => {
  it('lets exactly one of two people racing for the last unit have it; the other is told it is out of stock and keeps the cart', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(1);
    const eve = await signedIn(server, DEMO.employee.email);
    await addPerson(server, 'bob@acme.test', 'employee');
    const bob = await signedIn(server, 'bob@acme.test');
    const balances = new Map<string, number>();
    for (const person of [eve, bob]) {
      await topUp(organisationId, person.userId, 50_000);
      balances.set(person.userId, await balance(organisationId, person.userId));
      await fill(person, laptop);
    }

    const answers = await Promise.all([pay(eve, warehouse), pay(bob, warehouse)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers[0]!.status === 409 ? eve : bob;
    const refusal = answers.find((answer) => answer.status === 409)!;
    expect(refusal.body).toMatchObject({ code: 'out-of-stock', params: { products: 'TEST laptop' } });
    expect(await cartLines(organisationId, loser.userId)).toEqual([{ productId: laptop, quantity: 1, store: 'devicehub' }]);
    expect(await balance(organisationId, loser.userId)).toBe(balances.get(loser.userId));
    expect(await reserved(organisationId, laptop)).toBe(1);
  });

  it('places one order and charges once however often the same request is sent', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(5);
    const eve = await signedIn(server, DEMO.employee.email);
    await topUp(organisationId, eve.userId, 50_000);
    const start = await balance(organisationId, eve.userId);
    await fill(eve, laptop, 2);

    const key = randomUUID();
    const [first, second] = await Promise.all([pay(eve, warehouse, key), pay(eve, warehouse, key)]);
    const third = await pay(eve, warehouse, key);
    for (const answer of [first, second, third]) expect(answer.status, answer.text).toBe(201);
    const ids = [first, second, third].map((answer) => answer.body.orders.map((order) => order.id));
    expect(ids[0]).toHaveLength(1);
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    expect(await balance(organisationId, eve.userId)).toBe(start - 20_000);
    expect(await reserved(organisationId, laptop)).toBe(2);
    expect(await cartLines(organisationId, eve.userId)).toEqual([]);

    const order = (await eve.call<Order>('GET', `/devicehub/orders/${ids[0]![0]}`)).body;
    expect(order).toMatchObject({ status: 'ordered', paymentStatus: 'paid', totalMinor: 20_000 });
    expect(order.invoice?.number).toMatch(/\d/);
    // A new key is a new payment: with the cart empty there is nothing to pay.
    expect((await pay(eve, warehouse)).body).toMatchObject({ code: 'cart-empty' });
  });

  it('refuses a payment the wallet cannot cover, and keeps the cart and the stock', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(5, 900_000);
    const eve = await signedIn(server, DEMO.employee.email);
    await topUp(organisationId, eve.userId, 5_000);
    const start = await balance(organisationId, eve.userId);
    await fill(eve, laptop);
    const answer = await pay(eve, warehouse);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'insufficient-funds' });
    expect(await reserved(organisationId, laptop)).toBe(0);
    expect(await cartLines(organisationId, eve.userId)).toHaveLength(1);
    expect(await balance(organisationId, eve.userId)).toBe(start);
  });

  it('refuses a product priced in another currency than the organisation’s, and charges nothing', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(5, 12_345);
    await server.storeOf(commerceServer).transaction((repos) => repos.own.catalogue.update(organisationId, laptop, 2, { currency: 'USD' }, new Date()));
    const eve = await signedIn(server, DEMO.employee.email);
    const start = await balance(organisationId, eve.userId);
    await fill(eve, laptop);
    const answer = await pay(eve, warehouse);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'foreign-currency', params: { currency: 'EUR', given: 'USD' } });
    expect(await balance(organisationId, eve.userId)).toBe(start);
    expect(await reserved(organisationId, laptop)).toBe(0);
  });
});

describe('approval above the threshold', () => {
  it('holds an order above the threshold until an admin approves it, then invoices it', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(3, 60_000);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await topUp(organisationId, eve.userId, 100_000);
    const start = await balance(organisationId, eve.userId);
    await fill(eve, laptop);
    const placed = await pay(eve, warehouse);
    expect(placed.status, placed.text).toBe(201);
    const [order] = placed.body.orders;
    expect(order).toMatchObject({ status: 'awaiting-approval', paymentStatus: 'held' });
    expect(await balance(organisationId, eve.userId)).toBe(start - 60_000);

    const seen = (await ada.call<Order>('GET', `/manage-orders/orders/${order!.id}`)).body;
    expect(seen.actions).toEqual(expect.arrayContaining(['approve', 'decline', 'cancel']));
    expect(seen.invoice).toBeNull();
    // Nothing ships before it is approved.
    expect((await ada.call<Problem>('POST', `/manage-orders/orders/${order!.id}/shipments`, { version: seen.version, trackingNumber: 'X1', lines: null })).body).toMatchObject({
      code: 'not-allowed-now',
    });
    const approved = await ada.call<Order>('POST', `/manage-orders/orders/${order!.id}/approval`, { decision: 'accepted' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'ordered', paymentStatus: 'paid' });
    expect(approved.body.invoice).not.toBeNull();
    expect((await ada.call<Problem>('POST', `/manage-orders/orders/${order!.id}/approval`, { decision: 'accepted' })).body).toMatchObject({ code: 'not-pending' });
  });

  it('answers an approval and a refusal of one order at once with 200 and a 409, however the database orders them', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(3, 60_000);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await topUp(organisationId, eve.userId, 100_000);
    await fill(eve, laptop);
    const [order] = (await pay(eve, warehouse)).body.orders;

    const votes = [{ decision: 'accepted' }, { decision: 'refused', reason: 'Not this quarter' }];
    const answers = await Promise.all(votes.map((vote) => ada.call<Problem & { type: string }>('POST', `/manage-orders/orders/${order!.id}/approval`, vote)));
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409]);
    expect(answers.find((each) => each.status === 409)!.body).toMatchObject({ type: '/problems/conflict', code: 'not-pending' });
  });

  it('releases the stock and refunds when the approver declines, with the reason', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(3, 60_000);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await topUp(organisationId, eve.userId, 100_000);
    const start = await balance(organisationId, eve.userId);
    await fill(eve, laptop);
    const [order] = (await pay(eve, warehouse)).body.orders;
    expect((await ada.call('POST', `/manage-orders/orders/${order!.id}/approval`, { decision: 'refused' })).status).toBe(400);
    const declined = await ada.call<Order & { decisionReason: string }>('POST', `/manage-orders/orders/${order!.id}/approval`, {
      decision: 'refused',
      reason: 'Not in this quarter',
    });
    expect(declined.body).toMatchObject({ status: 'declined', paymentStatus: 'refunded', decisionReason: 'Not in this quarter' });
    expect(await reserved(organisationId, laptop)).toBe(0);
    expect(await balance(organisationId, eve.userId)).toBe(start);
  });

  it('keeps employees out of Manage Orders', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    expect((await eve.call('GET', '/manage-orders/orders?kind=devicehub')).status).toBe(403);
  });
});

describe('handling an order', () => {
  it('cancels an order: its stock is released and the wallet refunded', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(2);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await topUp(organisationId, eve.userId, 30_000);
    const start = await balance(organisationId, eve.userId);
    await fill(eve, laptop, 2);
    const [order] = (await pay(eve, warehouse)).body.orders;
    expect(await reserved(organisationId, laptop)).toBe(2);
    expect(await balance(organisationId, eve.userId)).toBe(start - 20_000);

    const stale = await ada.call('POST', `/manage-orders/orders/${order!.id}/cancellation`, { version: order!.version + 5, reason: 'Duplicate' });
    expect(stale.status).toBe(412);
    const cancelled = await ada.call<Order>('POST', `/manage-orders/orders/${order!.id}/cancellation`, { version: order!.version, reason: 'Duplicate' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', actions: [] });
    expect(await reserved(organisationId, laptop)).toBe(0);
    expect(await balance(organisationId, eve.userId)).toBe(start);
    // A second cancel changes nothing and refunds nothing.
    expect((await ada.call<Problem>('POST', `/manage-orders/orders/${order!.id}/cancellation`, { version: cancelled.body.version, reason: 'Again' })).body).toMatchObject({
      code: 'not-allowed-now',
    });
    expect(await balance(organisationId, eve.userId)).toBe(start);
  });

  it('lets the employee cancel their own order from the request history as an admin would, until something ships', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(4);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await addPerson(server, 'bob@acme.test', 'employee');
    const bob = await signedIn(server, 'bob@acme.test');
    await topUp(organisationId, eve.userId, 50_000);
    const start = await balance(organisationId, eve.userId);
    await fill(eve, laptop, 2);
    const [order] = (await pay(eve, warehouse)).body.orders;
    const mine = (await eve.call<Order>('GET', `/devicehub/orders/${order!.id}`)).body;
    expect(mine.actions).toEqual(['cancel']);

    // Nobody else's, and not through the other store.
    expect((await bob.call('POST', `/devicehub/orders/${order!.id}/cancellation`, { version: mine.version, reason: 'Mine now' })).status).toBe(404);
    expect((await eve.call('POST', `/shop/orders/${order!.id}/cancellation`, { version: mine.version, reason: 'Wrong store' })).status).toBe(404);
    expect((await eve.call('POST', `/devicehub/orders/${order!.id}/cancellation`, { version: mine.version + 1, reason: 'Stale' })).status).toBe(412);

    const cancelled = await eve.call<Order>('POST', `/devicehub/orders/${order!.id}/cancellation`, { version: mine.version, reason: 'Ordered twice' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', actions: [] });
    expect(await reserved(organisationId, laptop)).toBe(0);
    expect(await balance(organisationId, eve.userId)).toBe(start);
    const again = await eve.call<Problem & { detail: string }>('POST', `/devicehub/orders/${order!.id}/cancellation`, { version: cancelled.body.version, reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'not-allowed-now' });
    expect(await balance(organisationId, eve.userId)).toBe(start);

    // Once a parcel left, the order is past cancelling, and the server says why.
    await fill(eve, laptop, 2);
    const [second] = (await pay(eve, warehouse)).body.orders;
    const handled = (await ada.call<Order>('GET', `/manage-orders/orders/${second!.id}`)).body;
    const partly = await ada.call<Order>('POST', `/manage-orders/orders/${second!.id}/shipments`, {
      version: handled.version,
      trackingNumber: 'TRK-9',
      lines: [{ lineId: handled.lines[0]!.id, quantity: 1 }],
    });
    expect(partly.status, partly.text).toBe(201);
    expect((await eve.call<Order>('GET', `/devicehub/orders/${second!.id}`)).body.actions).toEqual([]);
    const late = await eve.call<Problem & { detail: string }>('POST', `/devicehub/orders/${second!.id}/cancellation`, { version: partly.body.version, reason: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'already-shipped', detail: 'Something of this order has shipped already; it can no longer be cancelled.' });
    // The refusal released nothing: the order's units stay reserved until the rest ships.
    expect(await reserved(organisationId, laptop)).toBe(2);
  });

  it('takes back a cancelled order’s invoice with a credit note, next in the same gapless series, that sums with it to zero', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(10, 12_345);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const creditNotes = async () => (await ada.call<{ items: Listed[]; total: number }>('GET', '/invoices?kind=credit-note&pageSize=200')).body;
    // The demo's year of orders has credit notes of its own.
    const notesBefore = (await creditNotes()).total;
    await topUp(organisationId, eve.userId, 100_000);
    const placed = async (quantity: number) => {
      await fill(eve, laptop, quantity);
      const [order] = (await pay(eve, warehouse)).body.orders;
      return (await eve.call<Order>('GET', `/devicehub/orders/${order!.id}`)).body;
    };
    const first = await placed(2);
    const second = await placed(1);
    const sequenceOf = (number: string) => Number(number.split('-')[1]);
    const invoiced = sequenceOf(second!.invoice!.number);
    expect(invoiced).toBe(sequenceOf(first!.invoice!.number) + 1);

    const cancelled = await eve.call<Order>('POST', `/devicehub/orders/${first!.id}/cancellation`, { version: first!.version, reason: 'Ordered twice' });
    expect(cancelled.status, cancelled.text).toBe(200);
    interface Listed {
      id: string;
      number: string;
      kind: string;
      orderId: string;
      totalMinor: number;
      credits: { id: string; number: string } | null;
    }
    const notes = (await creditNotes()).items.filter((each) => each.orderId === first!.id);
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(sequenceOf(note!.number)).toBe(invoiced + 1);
    expect(cancelled.body).toMatchObject({ invoice: first.invoice, creditNote: { id: note!.id, number: note!.number } });
    expect(note).toMatchObject({ orderId: first!.id, credits: { id: first!.invoice!.id, number: first!.invoice!.number }, totalMinor: -24_690 });
    // Eve sees her credit note among her invoices.
    expect((await eve.call<{ items: Listed[] }>('GET', '/invoices')).body.items.map((each) => each.number)).toContain(note!.number);

    type Detail = Listed & { lines: { quantity: number; unitPriceMinor: number; totalMinor: number }[] };
    const invoice = (await ada.call<Detail>('GET', `/invoices/${first!.invoice!.id}`)).body;
    const credit = (await ada.call<Detail>('GET', `/invoices/${note!.id}`)).body;
    expect(invoice.totalMinor + credit.totalMinor).toBe(0);
    const linesTotal = (detail: Detail) => detail.lines.reduce((sum, line) => sum + line.totalMinor, 0);
    expect(linesTotal(credit)).toBe(credit.totalMinor);
    expect(linesTotal(invoice) + linesTotal(credit)).toBe(0);
    expect(credit.lines).toEqual([{ description: 'TEST laptop', quantity: 2, unitPriceMinor: -12_345, totalMinor: -24_690 }]);

    const pdf = await ada.call<{ filename: string; contentBase64: string }>('GET', `/invoices/${note!.id}/pdf`);
    expect(pdf.body.filename).toBe(`credit-note-${note!.number}.pdf`);
    const text = await pdfText(Buffer.from(pdf.body.contentBase64, 'base64'));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note number: ${note!.number}`);
    expect(text).toContain(`Takes back invoice ${first!.invoice!.number}`);
    expect(text).toContain('-€246.90');

    // An order cancelled before it was invoiced (awaiting approval) has nothing to take back; the next invoice follows on.
    await server.storeOf(commerceServer).transaction((repos) => repos.own.settings.save(organisationId, 0, { currency: 'EUR', approvalThresholdMinor: 1_000 }, new Date()));
    const waiting = await placed(1);
    expect(waiting).toMatchObject({ status: 'awaiting-approval', invoice: null });
    expect((await ada.call('POST', `/manage-orders/orders/${waiting!.id}/cancellation`, { version: waiting!.version, reason: 'Not now' })).status).toBe(200);
    expect((await creditNotes()).total).toBe(notesBefore + 1);
    const approvedLater = await ada.call<Order>('POST', `/manage-orders/orders/${second!.id}/cancellation`, { version: second!.version, reason: 'Also twice' });
    expect(approvedLater.status, approvedLater.text).toBe(200);
    const all = (await creditNotes()).items.filter((each) => each.orderId === first!.id || each.orderId === second!.id);
    expect(all.map((each) => sequenceOf(each.number)).sort((a, b) => a - b)).toEqual([invoiced + 1, invoiced + 2]);
  });

  it('ships in parcels with tracking numbers, completes, and shows it in the request history', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(3);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await topUp(organisationId, eve.userId, 30_000);
    await fill(eve, laptop, 2);
    const [placed] = (await pay(eve, warehouse)).body.orders;
    const order = (await ada.call<Order>('GET', `/manage-orders/orders/${placed!.id}`)).body;

    const line = order.lines[0]!;
    const tooMany = await ada.call<Problem>('POST', `/manage-orders/orders/${order.id}/shipments`, { version: order.version, trackingNumber: 'TRK-0', lines: [{ lineId: line.id, quantity: 3 }] });
    expect(tooMany.body).toMatchObject({ code: 'more-than-ordered' });
    const partly = await ada.call<Order>('POST', `/manage-orders/orders/${order.id}/shipments`, { version: order.version, trackingNumber: 'TRK-1', lines: [{ lineId: line.id, quantity: 1 }] });
    expect(partly.status, partly.text).toBe(201);
    expect(partly.body).toMatchObject({ status: 'partially-shipped', fulfilmentStatus: 'partially-shipped' });
    expect((await ada.call<Problem>('POST', `/manage-orders/orders/${order.id}/completion`, { version: partly.body.version })).body).toMatchObject({ code: 'not-allowed-now' });
    const shipped = await ada.call<Order>('POST', `/manage-orders/orders/${order.id}/shipments`, { version: partly.body.version, trackingNumber: 'TRK-2', carrier: 'DHL', lines: null });
    expect(shipped.body).toMatchObject({ status: 'shipped', fulfilmentStatus: 'shipped' });
    expect(shipped.body.shipments.map((parcel) => parcel.trackingNumber)).toEqual(['TRK-1', 'TRK-2']);
    // The shelf gave the units up: nothing is reserved any more and two fewer are on hand.
    expect(await commerce().stock.levels(organisationId, [laptop])).toMatchObject([{ onHand: 1, reserved: 0 }]);
    const completed = await ada.call<Order>('POST', `/manage-orders/orders/${order.id}/completion`, { version: shipped.body.version });
    expect(completed.body.status).toBe('completed');

    const history = await eve.call<{ items: Order[]; total: number }>('GET', '/devicehub/orders');
    expect(history.body.items.map((item) => [item.id, item.status])).toEqual([[order.id, 'completed']]);
    expect((await eve.call<{ total: number }>('GET', '/shop/orders')).body.total).toBe(0);

    const noted = await ada.call<{ notes: { body: string }[] }>('POST', `/manage-orders/orders/${order.id}/notes`, { body: 'Left at reception' });
    expect(noted.body.notes.map((note) => note.body)).toEqual(['Left at reception']);

    const csv = await ada.call<{ filename: string; content: string }>('GET', '/manage-orders/orders/export?kind=devicehub&q=Eve');
    expect(csv.body.content.split('\r\n')[1]).toContain(`${order.number},devicehub,`);
    expect(csv.body.content).toContain('completed');
  });

  it('keeps each organisation’s orders to itself', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(2);
    const eve = await signedIn(server, DEMO.employee.email);
    await topUp(organisationId, eve.userId, 30_000);
    await fill(eve, laptop);
    const [order] = (await pay(eve, warehouse)).body.orders;

    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    expect((await boss.call('GET', `/manage-orders/orders/${order!.id}`)).status).toBe(404);
    expect((await boss.call<{ total: number }>('GET', '/manage-orders/orders?kind=devicehub')).body.total).toBe(0);
    expect((await boss.call('POST', `/manage-orders/orders/${order!.id}/cancellation`, { version: 1, reason: 'No' })).status).toBe(404);
    // Nor can an order go to another organisation's address.
    await addPerson(server, 'carl@globex.test', 'employee', other.organisationId);
    expect((await signedIn(server, 'carl@globex.test')).userId).toBeTruthy();
    await fill(eve, laptop);
    const foreignWarehouse = await addWarehouse(commerce(), other.organisationId, 'Globex store');
    expect((await pay(eve, foreignWarehouse)).body).toMatchObject({ code: 'unknown-address' });
  });
});

describe('the wallet screen of the person who ordered', () => {
  const hear = realtimeEars(() => server, 'commerce.wallet.changed');

  it('is told when paying charged the wallet and when cancelling refunded it', async () => {
    const { organisationId, warehouse, laptop } = await stockedLaptop(2);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await topUp(organisationId, eve.userId, 30_000);
    const heard = await hear(eve.token);

    await fill(eve, laptop);
    const [order] = (await pay(eve, warehouse)).body.orders;
    await expect.poll(() => heard).toEqual([{ personId: eve.userId }]);
    expect((await ada.call('POST', `/manage-orders/orders/${order!.id}/cancellation`, { version: order!.version, reason: 'Duplicate' })).status).toBe(200);
    await expect.poll(() => heard).toHaveLength(2);
  });
});
