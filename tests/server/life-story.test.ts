import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LifeStoryAnswer } from '../../contract/life-story';
import { deviceHubProduct, eveBuys, shipOrder } from '../../server/apps/commerce/__tests__/device-hub-helpers';
import { catalogueOf } from '../../server/apps/service-desk/__tests__/helpers';
import type { ApiClient } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const storyOf = async (ada: ApiClient, path: string) => {
  const answer = await ada.call('GET', `/manage/${path}/story`);
  expect(answer.status, answer.text).toBe(200);
  return LifeStoryAnswer.parse(answer.body).events;
};

/** A laptop Eve bought in Device Hub, shipped with its serial and delivered to her: its asset, and the people's calls. */
async function eveLaptop() {
  const laptop = await deviceHubProduct(server, 'TEST laptop', 149_000);
  const { eve, ada, order } = await eveBuys(server, [{ productId: laptop, quantity: 1 }]);
  const shipped = await shipOrder(ada, order, { serials: [{ lineId: order.lines[0]!.id, unit: 0, serial: 'SN-STORY-1' }] });
  expect(shipped.status, shipped.text).toBe(201);
  const delivered = await ada.call('POST', `/manage-orders/orders/${order.id}/completion`, { version: shipped.body.version });
  expect(delivered.status, delivered.text).toBe(200);
  return { eve, ada, order, asset: shipped.body.assets[0]! };
}

describe("a device's life story", () => {
  it('begins with its order: ordered, invoiced, shipped and delivered to its buyer, each named and linked', async () => {
    const { eve, ada, order, asset } = await eveLaptop();
    const events = await storyOf(ada, `assets/${asset.id}`);
    expect(events.map((event) => [event.kind, event.appSlug, event.subject, event.href])).toEqual([
      ['ordered', 'devicehub', `#${order.number}`, `/apps/manage-orders/devicehub/${order.id}`],
      ['invoiced', 'invoices', order.invoice!.number, '/apps/invoices'],
      ['shipped', 'manage-orders', `#${order.number}`, `/apps/manage-orders/devicehub/${order.id}`],
      ['delivered', 'manage-orders', `#${order.number}`, `/apps/manage-orders/devicehub/${order.id}`],
    ]);
    expect(events[0]!.actor?.id).toBe(eve.userId);
    expect(events.at(-1)!.person?.id).toBe(eve.userId);
  });

  it('goes on with a problem its holder reports about it, and with its check-in, and the holder’s story has both', async () => {
    const { eve, ada, asset } = await eveLaptop();
    const devices = await eve.call<{ items: { id: string; assetTag: string }[] }>('GET', '/resolve-now/devices');
    expect(devices.body.items.map((device) => device.assetTag)).toContain(asset.assetTag);
    const { category } = await catalogueOf(eve);
    const report = { serviceType: 'problem', subject: 'Screen flickers', description: 'Since this morning.', categoryId: category('Hardware'), impact: 'one-person', assetId: asset.id };
    const ticket = await eve.call<{ id: string; number: number }>('POST', '/resolve-now/tickets', report);
    expect(ticket.status, ticket.text).toBe(201);

    const checkedIn = await ada.call('POST', `/manage/assets/${asset.id}/check-in`, { version: (await ada.call<{ version: number }>('GET', `/manage/assets/${asset.id}`)).body.version });
    expect(checkedIn.status, checkedIn.text).toBe(200);

    const events = await storyOf(ada, `assets/${asset.id}`);
    const opened = events.find((event) => event.kind === 'ticket-opened')!;
    expect(opened).toMatchObject({ appSlug: 'resolve-now', subject: `#${ticket.body.number} Screen flickers`, href: `/apps/resolve-it/reported-issue/${ticket.body.id}`, person: { id: eve.userId } });
    expect(events.map((event) => event.kind).slice(-2)).toEqual(['ticket-opened', 'checked-in']);

    const hers = (await storyOf(ada, `people/${eve.userId}`)).map((event) => event.kind);
    expect(hers).toEqual(expect.arrayContaining(['ordered', 'invoiced', 'delivered', 'ticket-opened', 'checked-in']));
    // Her story has her order once: the device's own beginning is told on the device.
    expect(hers.filter((kind) => kind === 'ordered')).toHaveLength(1);
  });

  it('refuses a problem report about a device the reporter does not hold', async () => {
    const { eve, ada } = await eveLaptop();
    const other = await ada.call<{ id: string }>('POST', '/manage/assets', { assetTag: 'TEST-NOT-EVES', productType: 'laptop', model: 'Someone else’s' });
    const { category } = await catalogueOf(eve);
    const refused = await eve.call<{ errors: { path: string }[] }>('POST', '/resolve-now/tickets', {
      serviceType: 'problem',
      subject: 'Not mine',
      description: 'x',
      categoryId: category('Hardware'),
      impact: 'one-person',
      assetId: other.body.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error) => error.path)).toEqual(['body.assetId']);
    expect(await storyOf(ada, `assets/${other.body.id}`)).toMatchObject([{ kind: 'added' }]);
  });

  it('is only for the organisation’s own assets and people', async () => {
    const { ada } = await eveLaptop();
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect((await ada.call('GET', `/manage/assets/${stranger}/story`)).status).toBe(404);
    expect((await ada.call('GET', `/manage/people/${stranger}/story`)).status).toBe(404);
  });
});
