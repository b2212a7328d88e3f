import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PersonSummaryAnswer, type PersonSummaryLine } from '../../contract/person-summary';
import { IDLE_JOBS } from '../../server/apps/campaigns/__tests__/campaign-jobs';
import { addWarehouse, demoOrganisation } from '../../server/apps/commerce/__tests__/catalogue-helpers';
import { deviceHubProduct } from '../../server/apps/commerce/__tests__/device-hub-helpers';
import { commerceServer } from '../../server/apps/commerce';
import { reportProblem } from '../../server/apps/service-desk/__tests__/helpers';
import { DEMO } from '../../server/seed/demo-seed';
import { addPerson, signedIn, type ApiClient } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // The reminders a campaign plans are not what these tests look at.
  server = await startTestServer(IDLE_JOBS);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const ZED = 'zed@acme.test';
const DAY = 24 * 3600_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const summaryOf = async (ada: ApiClient, personId: string) => {
  const answer = await ada.call('GET', `/manage/people/${personId}/summary`);
  expect(answer.status, answer.text).toBe(200);
  return PersonSummaryAnswer.parse(answer.body).lines;
};
const line = (lines: readonly PersonSummaryLine[], key: PersonSummaryLine['key']) => lines.find((each) => each.key === key);

/** Zed, a new employee, with one of everything: a ticket, a Device Hub order paid from a top-up, a credit budget, a Recover campaign. */
async function zedWithOneOfEach() {
  const zedId = await addPerson(server, ZED, 'employee');
  const zed = await signedIn(server, ZED);
  const ada = await signedIn(server, DEMO.admin.email);
  const ticket = await reportProblem(zed);

  const toppedUp = await ada.call('POST', '/wallet/credits', { personId: zedId, amountMinor: 50_000, reason: 'Welcome', idempotencyKey: randomUUID() });
  expect(toppedUp.status, toppedUp.text).toBe(201);
  const budget = await ada.call('POST', '/wallet/credit-budgets', { personId: zedId, startsOn: day(-30), endsOn: day(30), amountMinor: 20_000 });
  expect(budget.status, budget.text).toBeLessThan(300);
  const product = await deviceHubProduct(server, 'TEST dock', 12_000);
  const locationId = await addWarehouse(server.storeOf(commerceServer).repos.own, (await demoOrganisation(server)).organisationId, 'TEST warehouse');
  expect((await zed.call('POST', '/devicehub/cart/lines', { productId: product, quantity: 1 })).status).toBe(200);
  const paid = await zed.call<{ orders: { id: string }[] }>('POST', '/devicehub/checkout', { idempotencyKey: randomUUID(), paymentMethod: 'wallet', locationId });
  expect(paid.status, paid.text).toBe(201);

  const campaign = await ada.call<{ id: string }>('POST', '/recover/campaigns', {
    name: 'Zed sends a laptop back',
    contactDate: day(0),
    deadline: day(14),
    message: 'Please send your laptop back.',
    people: [{ userId: zedId, assetIds: [] }],
  });
  expect(campaign.status, campaign.text).toBe(201);
  return { zedId, zed, ada, ticket, orderId: paid.body.orders[0]!.id, campaignId: campaign.body.id };
}

describe("a person's summary across the apps", () => {
  it('says nothing of a person no app knows anything of', async () => {
    const zedId = await addPerson(server, ZED, 'employee');
    expect(await summaryOf(await signedIn(server, DEMO.admin.email), zedId)).toEqual([]);
  });

  it("counts each app's things of the person as that app's own lists do, each linked to its page", async () => {
    const { zedId, zed, ada, campaignId } = await zedWithOneOfEach();
    const lines = await summaryOf(ada, zedId);
    expect(lines.map((each) => each.key)).toEqual(['tickets', 'orders', 'wallet', 'credits', 'campaigns']);

    const tickets = await zed.call<{ total: number }>('GET', '/resolve-now/tickets');
    const resolved = await zed.call<{ total: number }>('GET', '/resolve-now/tickets?statusCategory=resolved');
    const closed = await zed.call<{ total: number }>('GET', '/resolve-now/tickets?statusCategory=closed');
    expect(line(lines, 'tickets')).toEqual({
      key: 'tickets',
      appSlug: 'resolve-it',
      count: tickets.body.total,
      open: tickets.body.total - resolved.body.total - closed.body.total,
      amountMinor: null,
      currency: null,
      href: `/apps/resolve-it/reported-issues?q=${encodeURIComponent(ZED)}`,
    });
    expect(tickets.body.total).toBe(1);

    const orders = await ada.call<{ total: number; items: { status: string }[] }>('GET', `/manage-orders/orders?kind=devicehub&q=${encodeURIComponent(ZED)}`);
    expect(line(lines, 'orders')).toMatchObject({ appSlug: 'manage-orders', count: orders.body.total, open: orders.body.total, href: `/apps/manage-orders/devicehub?q=${encodeURIComponent(ZED)}` });
    expect(orders.body.total).toBe(1);

    const wallet = await ada.call<{ balanceMinor: number; currency: string; credits: { remainingMinor: number; currency: string } | null }>('GET', `/wallet?personId=${zedId}`);
    expect(wallet.status, wallet.text).toBe(200);
    expect(line(lines, 'wallet')).toEqual({
      key: 'wallet',
      appSlug: 'wallet',
      count: null,
      open: null,
      amountMinor: wallet.body.balanceMinor,
      currency: wallet.body.currency,
      href: `/apps/wallet?person=${zedId}`,
    });
    expect(wallet.body.balanceMinor).toBe(50_000 - 12_000);
    expect(line(lines, 'credits')).toMatchObject({ amountMinor: wallet.body.credits!.remainingMinor, currency: wallet.body.credits!.currency });

    expect(line(lines, 'campaigns')).toEqual({
      key: 'campaigns',
      appSlug: 'recover',
      count: 1,
      open: 1,
      amountMinor: null,
      currency: null,
      href: `/apps/recover/campaign-details/${campaignId}`,
    });
  });

  it('counts a cancelled order and a closed ticket, but no longer as open', async () => {
    const { zedId, zed, ada, ticket, orderId } = await zedWithOneOfEach();
    const order = await zed.call<{ version: number }>('GET', `/devicehub/orders/${orderId}`);
    const cancelled = await zed.call('POST', `/devicehub/orders/${orderId}/cancellation`, { version: order.body.version, reason: 'Ordered twice' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const closing = await zed.call('POST', `/resolve-now/tickets/${ticket.id}/close`, { version: ticket.version });
    expect(closing.status, closing.text).toBeLessThan(300);

    const lines = await summaryOf(ada, zedId);
    expect(line(lines, 'orders')).toMatchObject({ count: 1, open: 0 });
    expect(line(lines, 'tickets')).toMatchObject({ count: 1, open: 0 });
  });

  it('is only for the organisation’s own people', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    expect((await ada.call('GET', '/manage/people/00000000-0000-4000-8000-000000000000/summary')).status).toBe(404);
  });
});
