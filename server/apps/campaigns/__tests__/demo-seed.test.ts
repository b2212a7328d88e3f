import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignReminders } from '../schema/campaigns';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Item {
  id: string;
  name: string;
  status: string;
  people: number;
  progress: Record<string, number>;
}
interface Person {
  name: string;
  state: string;
  devices: { model: string; assetId: string | null; assetTag: string | null }[];
  data: Record<string, unknown>;
}

describe('the demo organisation’s campaigns', () => {
  it('shows a running Recover campaign, a Refresh Buy offer graded B, and a Loop collection, and has sent nothing', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    // Each kind's running campaign; the year's finished and scheduled ones are beside it.
    const campaignOf = async (kind: string) => {
      const running = (await ada.call<{ items: Item[] }>('GET', `/${kind}/campaigns`)).body.items.filter((item) => item.status === 'active');
      expect(running).toHaveLength(1);
      return (await ada.call<Item>('GET', `/${kind}/campaigns/${running[0]!.id}`)).body;
    };

    const recover = await campaignOf('recover');
    expect(recover).toMatchObject({ status: 'active', people: 4, progress: { requested: 1, 'pickup-booked': 1, 'in-transit': 1, failed: 1 } });
    const people = (await ada.call<{ items: Person[] }>('GET', `/recover/campaigns/${recover.id}/people`)).body.items;
    // The demo employee returns a device of the fleet: receiving it changes its asset in Manage.
    const eve = people.find((person) => person.name === DEMO.employee.name)!;
    expect(eve).toMatchObject({ state: 'requested', devices: [{ assetTag: expect.stringMatching(/^ACME-/) }] });
    const asset = await ada.call<{ assetTag: string; model: string; productType: string; assignee: { name: string } | null }>('GET', `/manage/assets/${eve.devices[0]!.assetId}`);
    expect(asset.body).toMatchObject({ assetTag: eve.devices[0]!.assetTag, model: eve.devices[0]!.model, productType: 'phone', assignee: { name: DEMO.employee.name } });
    expect(people.find((person) => person.state === 'pickup-booked')!.data).toMatchObject({ hasPackaging: true, pickupSlot: 'am' });

    const refresh = await campaignOf('refresh-buy');
    const offers = await ada.call<{ items: { grade: string; state: string; price: number }[] }>('GET', `/refresh-buy/campaigns/${refresh.id}/diagnostics`);
    expect(offers.body.items).toEqual([expect.objectContaining({ grade: 'B', state: 'priced' })]);
    expect(offers.body.items[0]!.price).toBeGreaterThan(0);
    const buyer = (await ada.call<{ items: Person[] }>('GET', `/refresh-buy/campaigns/${refresh.id}/people`)).body.items[0]!;
    expect(buyer.devices).toEqual([expect.objectContaining({ assetId: expect.any(String) })]);
    const laptop = await ada.call<{ model: string; productType: string }>('GET', `/manage/assets/${buyer.devices[0]!.assetId}`);
    expect(laptop.body).toMatchObject({ model: buyer.devices[0]!.model, productType: 'laptop' });

    const loop = await campaignOf('loop');
    const credit = await ada.call<{ reused: number; recycled: number; undecided: number }>('GET', `/loop/campaigns/${loop.id}/credit`);
    expect(credit.body).toMatchObject({ reused: 3, recycled: 1, undecided: 1 });
    const devices = await ada.call<{ devices: { releasedAt: string | null }[] }>('GET', `/loop/campaigns/${loop.id}/devices`);
    expect(devices.body.devices.filter((device) => device.releasedAt)).toHaveLength(1);

    // The seed plans no reminder: nothing is mailed until the admin acts.
    expect(await server.database.db.select().from(campaignReminders)).toEqual([]);
  });
});
