import { describe, expect, it } from 'vitest';
import { campaignRoutesByKind } from '../../contract/apps/campaigns/campaign-routes';
import * as manage from '../../contract/apps/manage/routes';
import { mockServer, realServer, type Backend } from './backends';
import { contractSuite } from './contract-suite';

const recover = campaignRoutesByKind.recover;

/** Leaving as one flow across two apps: offboarding in Manage proposes the leaver's Recover campaign, on both backends. */
describe.each([realServer(), mockServer()])('Leaving on $name', (backend: Backend) => {
  const { ok } = contractSuite(backend);

  it('offboards and proposes a scheduled Recover campaign with the leaver and the devices they held, when asked', async () => {
    const kim = await ok(manage.createManagePerson, { body: { name: 'Kim Leaver', email: 'leaver@acme.test' } });
    const laptop = await ok(manage.createManageAsset, { body: { assetTag: 'QA-L1', productType: 'laptop', model: 'MacBook Air' } });
    await ok(manage.checkOutManageAsset, { params: { id: laptop.id }, body: { assigneeId: kim.id, version: 1 } });

    const gone = await ok(manage.offboardManagePerson, { params: { id: kim.id }, body: { version: kim.version, recover: true } });
    expect(gone).toMatchObject({ pendingReturn: [laptop.id], freedSeats: [], endedSessions: 0, recoverCampaignId: expect.any(String) });
    const campaign = await ok(recover.get, { params: { id: gone.recoverCampaignId! } });
    expect(campaign).toMatchObject({ name: 'Leaver: Kim Leaver', status: 'scheduled' });
    const people = await ok(recover.people, { params: { id: campaign.id }, query: {} });
    expect(people.items.map((person) => [person.userId, person.state, person.devices.map((device) => device.assetId)])).toEqual([[kim.id, 'requested', [laptop.id]]]);

  });

  it("follows the leaver's devices on their page until every one is back or written off", async () => {
    const kim = await ok(manage.createManagePerson, { body: { name: 'Kim Leaver', email: 'leaver@acme.test' } });
    expect((await ok(manage.getManagePerson, { params: { id: kim.id } })).leaving).toBeNull();
    const [first, second] = [
      await ok(manage.createManageAsset, { body: { assetTag: 'QA-L1', productType: 'laptop', manufacturer: 'Apple', model: 'MacBook Air' } }),
      await ok(manage.createManageAsset, { body: { assetTag: 'QA-L2', productType: 'phone', model: 'iPhone 15' } }),
    ];
    for (const asset of [first!, second!]) await ok(manage.checkOutManageAsset, { params: { id: asset.id }, body: { assigneeId: kim.id, version: 1 } });
    const gone = await ok(manage.offboardManagePerson, { params: { id: kim.id }, body: { version: kim.version, recover: true } });

    const started = (await ok(manage.getManagePerson, { params: { id: kim.id } })).leaving!;
    const campaign = { id: gone.recoverCampaignId, name: 'Leaver: Kim Leaver', status: 'scheduled', personState: 'requested' };
    expect(started).toEqual({
      complete: false,
      devices: [
        { assetId: first!.id, assetTag: 'QA-L1', manufacturer: 'Apple', model: 'MacBook Air', state: 'in-campaign', campaign },
        { assetId: second!.id, assetTag: 'QA-L2', manufacturer: null, model: 'iPhone 15', state: 'in-campaign', campaign },
      ],
    });

    const laptop = await ok(manage.getManageAsset, { params: { id: first!.id } });
    await ok(manage.checkInManageAsset, { params: { id: laptop.id }, body: { version: laptop.version } });
    const phone = await ok(manage.getManageAsset, { params: { id: second!.id } });
    await ok(manage.updateManageAsset, { params: { id: phone.id }, body: { status: 'lost', version: phone.version } });
    const ended = (await ok(manage.getManagePerson, { params: { id: kim.id } })).leaving!;
    expect(ended.complete).toBe(true);
    expect(ended.devices.map((device) => [device.assetTag, device.state])).toEqual([['QA-L1', 'back'], ['QA-L2', 'written-off']]);
  });

  it('proposes no campaign for someone who holds no device', async () => {
    const ada = await ok(manage.createManagePerson, { body: { name: 'Ada Alone', email: 'alone@acme.test' } });
    expect((await ok(manage.offboardManagePerson, { params: { id: ada.id }, body: { version: ada.version, recover: true } })).recoverCampaignId).toBeNull();
  });
});
