import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { providedPorts } from '../../../apps';
import type { PlaceInput } from '../../../kernel';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';
import { addProduct, demoOrganisation } from './catalogue-helpers';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const places = providedPorts().places;
const commerce = () => server.storeOf(commerceServer).repos.own;
const matchOrAdd = async (organisationId: string, given: readonly PlaceInput[]) => server.store.transaction((repos) => places.matchOrAdd(repos, organisationId, given));
const site = async (organisationId: string, id: string) => (await commerce().locations.byId(organisationId, id))!;

describe('the places port (Locations as the one list of sites)', () => {
  it('finds a site by its name in any case, and adds one of a new name as an office whose address is to complete', async () => {
    const { organisationId } = await demoOrganisation(server);
    const before = await commerce().locations.list(organisationId);
    const match = await matchOrAdd(organisationId, [{ name: 'BERLIN OFFICE' }, { name: ' Depot ' }, { name: 'depot' }]);
    expect([...match.known]).toEqual(['berlin office']);
    expect(match.ids.get('berlin office')).toBe(before.find((row) => row.name === 'Berlin office')!.id);
    expect(await commerce().locations.list(organisationId)).toHaveLength(before.length + 1);
    const depot = await site(organisationId, match.ids.get('depot')!);
    expect(depot).toMatchObject({ kind: 'office', name: 'Depot', line1: null, city: null, postcode: null, country: null });
    expect(match).toMatchObject({ incomplete: 1, invalid: 0 });
    expect((await places.placesOf(server.store.repos, organisationId, [depot.id])).get(depot.id)).toEqual({ id: depot.id, name: 'Depot', addressMissing: true });
  });

  it('fills only the blank address parts of a known site, and leaves out a postcode not of its country', async () => {
    const { organisationId } = await demoOrganisation(server);
    const first = await matchOrAdd(organisationId, [{ name: 'Depot', line1: 'Hafenstraße 1', country: 'de', postcode: '99' }]);
    expect(first).toMatchObject({ incomplete: 0, invalid: 1 });
    const id = first.ids.get('depot')!;
    expect(await site(organisationId, id)).toMatchObject({ line1: 'Hafenstraße 1', city: null, postcode: null, country: 'DE' });
    const again = await matchOrAdd(organisationId, [{ name: 'DEPOT', line1: 'Elsewhere 9', city: 'Hamburg', postcode: '20457', country: 'DE' }]);
    expect(again.ids.get('depot')).toBe(id);
    expect(again).toMatchObject({ incomplete: 0, invalid: 0 });
    expect(await site(organisationId, id)).toMatchObject({ name: 'Depot', line1: 'Hafenstraße 1', city: 'Hamburg', postcode: '20457', country: 'DE' });
    const globex = await server.store.repos.organisations.create('Globex');
    expect((await places.placesOf(server.store.repos, globex.id, [id])).size).toBe(0);
  });

  it('never delivers to a site whose address is missing: not offered at checkout, and refused when named', async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const depot = (await matchOrAdd(organisationId, [{ name: 'Depot' }])).ids.get('depot')!;
    const eve = await signedIn(server, DEMO.employee.email);
    const product = await addProduct(commerce(), organisationId, 'TEST laptop');
    const [warehouse] = await commerce().locations.list(organisationId, { kinds: ['warehouse'] });
    await commerce().stock.receive(organisationId, product, warehouse!.id, 5, null, adminId);
    await commerce().wallet.append(organisationId, { personId: eve.userId, amountMinor: 100_000, currency: 'EUR', reason: 'TEST top-up', idempotencyKey: randomUUID() });
    expect((await eve.call('POST', '/devicehub/cart/lines', { productId: product, quantity: 1 })).status).toBe(200);

    const summary = await eve.call<{ addresses: { id: string }[] }>('GET', '/devicehub/checkout');
    expect(summary.body.addresses.map((address) => address.id)).not.toContain(depot);
    const paid = await eve.call<{ code?: string; errors?: { path: string }[] }>('POST', '/devicehub/checkout', { idempotencyKey: randomUUID(), paymentMethod: 'wallet', locationId: depot });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('address-missing');
    expect(paid.body.errors?.[0]?.path).toBe('body.locationId');
  });
});
