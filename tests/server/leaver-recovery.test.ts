import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LicenceDetails } from '../../contract/apps/manage/licence-schemas';
import { OffboardAnswer, PersonDetails } from '../../contract/apps/manage/person-schemas';
import { CampaignService } from '../../server/apps/campaigns/services/campaign-service';
import { manageClient } from '../../server/apps/manage/__tests__/helpers';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

interface Campaign {
  id: string;
  name: string;
  status: string;
}
interface CampaignPeople {
  items: { userId: string; state: string; devices: { assetId: string }[] }[];
}

/** A leaver who holds two laptops and a licence seat, and the admin's calls. */
async function leaver() {
  const client = await manageClient(server);
  const lea = PersonDetails.parse((await client.call('POST', '/people', { name: 'Lea Leaver', email: 'lea@acme.test' })).body);
  const laptops = [await client.createAsset({ assetTag: 'TEST-L1' }), await client.createAsset({ assetTag: 'TEST-L2' })];
  for (const laptop of laptops) await client.call('POST', `/assets/${laptop.id}/check-out`, { assigneeId: lea.id, version: 1 });
  const software = (await client.call<{ id: string }>('POST', '/software', { name: 'TEST Office' })).body;
  const licence = LicenceDetails.parse((await client.call('POST', '/licences', { softwareId: software.id, name: 'TEST Office 2026', seats: 1 })).body);
  await client.call('POST', `/licences/${licence.id}/seats`, { userId: lea.id });
  const campaigns = (path: string) => server.call<unknown>('GET', `/api/v1/recover/campaigns${path}`, { token: client.session.token });
  return { ...client, lea, laptops, campaigns };
}

describe('a leaver and the Recover campaign for their devices', () => {
  it('is proposed once, in the offboarding, scheduled for the next day with the person and exactly their devices', async () => {
    const { call, lea, laptops, campaigns } = await leaver();
    const gone = OffboardAnswer.parse((await call('POST', `/people/${lea.id}/offboard`, { version: lea.version, recover: true })).body);
    expect(gone.recoverCampaignId).not.toBeNull();

    const campaign = (await campaigns(`/${gone.recoverCampaignId}`)).body as Campaign;
    expect(campaign).toMatchObject({ name: 'Leaver: Lea Leaver', status: 'scheduled' });
    const people = (await campaigns(`/${gone.recoverCampaignId}/people`)).body as CampaignPeople;
    expect(people.items).toHaveLength(1);
    expect(people.items[0]).toMatchObject({ userId: lea.id, state: 'requested' });
    expect(people.items[0]!.devices.map((device) => device.assetId).sort()).toEqual(laptops.map((laptop) => laptop.id).sort());
    const named = (await campaigns('?q=Lea%20Leaver')).body as { items: Campaign[] };
    expect(named.items.map((each) => each.id)).toEqual([gone.recoverCampaignId]);

    // Offboarding again is refused, so no second campaign is ever proposed.
    expect((await call('POST', `/people/${lea.id}/offboard`, { version: gone.person.version, recover: true })).status).toBe(409);
    expect(((await campaigns('?q=Lea%20Leaver')).body as { items: Campaign[] }).items).toHaveLength(1);
  });

  it('is not proposed unless asked for, nor for someone who holds no device', async () => {
    const { call, lea } = await leaver();
    expect(OffboardAnswer.parse((await call('POST', `/people/${lea.id}/offboard`, { version: lea.version })).body).recoverCampaignId).toBeNull();
    const kim = PersonDetails.parse((await call('POST', '/people', { name: 'Kim Empty', email: 'kim@acme.test' })).body);
    expect(OffboardAnswer.parse((await call('POST', `/people/${kim.id}/offboard`, { version: kim.version, recover: true })).body).recoverCampaignId).toBeNull();
  });

  it('fails with the offboarding as one: when the campaign cannot be made, the person is not offboarded and keeps what they hold', async () => {
    const { call, createAsset, personId } = await manageClient(server);
    const eve = await personId(DEMO.employee.email);
    const eveSession = await server.signIn(DEMO.employee.email);
    const laptop = await createAsset({ assetTag: 'TEST-E1' });
    await call('POST', `/assets/${laptop.id}/check-out`, { assigneeId: eve, version: 1 });
    const before = PersonDetails.parse((await call('GET', `/people/${eve}`)).body);
    vi.spyOn(CampaignService.prototype, 'insert').mockRejectedValueOnce(new Error('the campaigns store is down'));
    expect((await call('POST', `/people/${eve}/offboard`, { version: before.version, recover: true })).status).toBe(500);

    expect(PersonDetails.parse((await call('GET', `/people/${eve}`)).body)).toEqual(before);
    expect((await server.call('GET', '/api/v1/profile', { token: eveSession.token })).status).toBe(200);
  });
});
