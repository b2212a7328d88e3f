import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/seed/demo-seed';
import { signedIn, type ApiClient } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let ada: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signedIn(server, DEMO.admin.email);
});
afterAll(() => server.close());

interface Page<T> {
  items: T[];
  total: number;
}
interface Person {
  id: string;
  name: string;
  offboardedAt: string | null;
  assetCount: number;
}
interface Asset {
  id: string;
  productType: string;
  status: string;
  purchaseDate: string | null;
  assignee: { id: string } | null;
}

const DAY_MS = 86_400_000;
const get = async <T>(path: string): Promise<T> => {
  const answer = await ada.call<T>('GET', path);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.body;
};

// The demo seeds one company whose apps tell the same story: each number here is read from two places.
describe('the demo company', () => {
  it('is forty people, each of whom still here holds a laptop, and counts their devices alike on every page', async () => {
    const people = await get<Page<Person>>('/manage/people?pageSize=100');
    expect(people.total).toBe(40);
    expect(people.items.filter((person) => person.offboardedAt)).toHaveLength(2);
    expect((await get<{ counts: { users: number } }>('/dashboard')).counts.users).toBe(people.total);

    for (const person of people.items) {
      const details = await get<{ assets: Asset[] }>(`/manage/people/${person.id}`);
      const listed = await get<Page<Asset>>(`/manage/assets?assigneeId=${person.id}&pageSize=50`);
      expect([details.assets.length, listed.total], person.name).toEqual([person.assetCount, person.assetCount]);
      if (!person.offboardedAt) expect(details.assets.map((asset) => asset.productType), person.name).toContain('laptop');
    }
    const held = people.items.reduce((sum, person) => sum + person.assetCount, 0);
    const fleet = await get<Page<Asset>>('/manage/assets?pageSize=200');
    expect(fleet.items.filter((asset) => asset.assignee)).toHaveLength(held);
    expect(held / people.total).toBeGreaterThanOrEqual(1.5);
  });

  it('gives the demo employee a laptop, a phone and a monitor, and the servers and network gear to nobody', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const own = await get<{ assets: Asset[] }>(`/manage/people/${eve.userId}`);
    expect(own.assets.map((asset) => asset.productType).sort()).toEqual(['laptop', 'monitor', 'phone']);
    for (const productType of ['server', 'network']) {
      const gear = await get<Page<Asset>>(`/manage/assets?productType=${productType}`);
      expect(gear.total, productType).toBeGreaterThan(0);
      expect(gear.items.every((asset) => asset.assignee === null && asset.status === 'in-stock'), productType).toBe(true);
    }
  });

  it("tells each device's life from its purchase, its holder's story agreeing, and a ticket about a device on both", async () => {
    interface Story {
      events: { kind: string; assetId?: string; person: { id: string } | null; subject: string }[];
    }
    const fleet = await get<Page<Asset>>('/manage/assets?pageSize=200');
    const tickets: Story['events'] = [];
    for (const asset of fleet.items.filter((each) => each.assignee)) {
      const story = await get<Story>(`/manage/assets/${asset.id}/story`);
      expect(story.events[0]?.kind, asset.id).toBe('added');
      expect(story.events.filter((event) => event.kind === 'checked-out').at(-1)?.person?.id, asset.id).toBe(asset.assignee!.id);
      tickets.push(...story.events.filter((event) => event.kind === 'ticket-opened'));
    }
    // Tickets about devices are on the devices' stories, and the same steps on their requesters'.
    expect(tickets.length).toBeGreaterThan(0);
    const [ticket] = tickets;
    const hers = await get<Story>(`/manage/people/${ticket!.person!.id}/story`);
    expect(hers.events.filter((event) => event.kind === 'ticket-opened').map((event) => event.subject)).toContain(ticket!.subject);
  });

  it('has a fleet of mixed ages, in every state, with findings for Exceptions', async () => {
    const fleet = (await get<Page<Asset>>('/manage/assets?pageSize=200')).items;
    const ages = fleet.map((asset) => (Date.now() - Date.parse(asset.purchaseDate!)) / (365 * DAY_MS));
    expect(Math.min(...ages)).toBeLessThan(0.1);
    expect(Math.max(...ages)).toBeGreaterThan(4.5);
    expect(new Set(fleet.map((asset) => asset.status))).toEqual(new Set(['in-stock', 'deployed', 'pending-return', 'in-repair', 'retired', 'lost']));
    const exceptions = await get<Page<{ kind: string }>>('/manage/exceptions?pageSize=100');
    expect(new Set(exceptions.items.map((finding) => finding.kind))).toEqual(new Set(['offboarded-holder', 'warranty-expired', 'past-end-of-life']));
  });

  it("sells in the Shop exactly what Manage has of a linked accessory on the shelf", async () => {
    const products = await get<Page<{ name: string; available: number; accessory: { id: string } | null }>>('/configure-shop/products?pageSize=100');
    const linked = products.items.filter((product) => product.accessory);
    expect(linked.map((product) => product.name).sort()).toEqual(['Noise-cancelling headset', 'USB-C dock']);
    for (const product of linked) {
      const accessory = await get<{ available: number; total: number; checkouts: { quantity: number }[] }>(`/manage/accessories/${product.accessory!.id}`);
      expect(product.available, product.name).toBe(accessory.available);
      expect(accessory.available + accessory.checkouts.reduce((sum, checkout) => sum + checkout.quantity, 0), product.name).toBe(accessory.total);
    }
  });

  it('keeps every wallet at the sum of its ledger', async () => {
    const wallets = (await get<Page<{ person: { id: string; name: string }; balanceMinor: number }>>('/wallet/people?pageSize=100')).items;
    const funded = wallets.filter((wallet) => wallet.balanceMinor > 0);
    expect(funded.length).toBeGreaterThan(5);
    for (const wallet of wallets) {
      const entries = await get<Page<{ amountMinor: number }>>(`/wallet/entries?personId=${wallet.person.id}&pageSize=200`);
      expect(entries.items.reduce((sum, entry) => sum + entry.amountMinor, 0), wallet.person.name).toBe(wallet.balanceMinor);
    }
  });

  it('spreads orders and tickets over the year, in every state', async () => {
    const ordersOf = async (kind: string) => (await get<Page<{ status: string; placedAt: string }>>(`/manage-orders/orders?kind=${kind}&pageSize=100`)).items;
    const orders = [...(await ordersOf('shop')), ...(await ordersOf('devicehub'))];
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['completed', 'shipped', 'processing', 'ordered', 'awaiting-approval', 'cancelled', 'declined']));
    const orderMonths = new Set(orders.map((order) => order.placedAt.slice(0, 7)));
    expect(orderMonths.size).toBeGreaterThanOrEqual(10);

    const tickets = (await get<Page<{ status: { category: string }; createdAt: string }>>('/resolve-it/tickets?pageSize=200')).items;
    expect(new Set(tickets.map((ticket) => ticket.status.category))).toEqual(new Set(['new', 'open', 'pending', 'resolved', 'closed']));
    expect(new Set(tickets.map((ticket) => ticket.createdAt.slice(0, 7))).size).toBeGreaterThanOrEqual(10);
  });

  it('campaigns: one finished, one running, one scheduled', async () => {
    const statuses = async (kind: string) => (await get<Page<{ status: string }>>(`/${kind}/campaigns`)).items.map((campaign) => campaign.status);
    expect((await statuses('recover')).sort()).toEqual(['active', 'closed']);
    expect((await statuses('refresh-buy')).sort()).toEqual(['active', 'scheduled']);
  });

  it("shows on the dashboard the last 30 days the trail has, and more than sign-ins", async () => {
    const dashboard = await get<{ activityByApp: { slug: string; count: number }[]; recentActivity: { action: string }[] }>('/dashboard');
    const since = Date.now() - 30 * DAY_MS;
    for (const slug of ['manage-beta', 'shop', 'resolve-it']) {
      const trail = await get<Page<{ at: string }>>(`/audit-log?appSlug=${slug}&pageSize=200`);
      const recent = trail.items.filter((entry) => Date.parse(entry.at) >= since).length;
      expect(recent, slug).toBeGreaterThan(0);
      expect(dashboard.activityByApp.find((app) => app.slug === slug)?.count, slug).toBe(recent);
    }
    expect(dashboard.recentActivity.some((entry) => !entry.action.startsWith('auth.'))).toBe(true);
  });
});
