import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { createLocation, getLocation, listLocations, updateLocation } from '../locations-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const warehouse = { kind: 'warehouse' as const, name: 'QA Depot', line1: 'Lagerstraße 5', city: 'Hamburg', postcode: '20095', country: 'DE' };

/** Locations' addresses: one default of each kind, postcodes in their country's format, changes at the version read. */
describe.each([realServer(), mockServer()])('Locations on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it("adds addresses whose postcode fits the country, moves the default to the newest, and finds them by city or postcode", async () => {
    const depot = await ok(createLocation, { body: { ...warehouse, isDefaultStock: true } });
    expect(depot).toMatchObject({ name: 'QA Depot', postcode: '20095', isDefaultStock: true, isDefaultShipping: false, personId: null, version: 1 });
    const wrong = await problem(createLocation, { body: { ...warehouse, name: 'QA Bad', postcode: '2009' } }, 409);
    expect(wrong.errors?.map((error) => error.path)).toEqual(['body.postcode']);
    await problem(createLocation, { body: { ...warehouse, country: 'XX' } }, 400, ProblemTypes.validation);

    const second = await ok(createLocation, { body: { ...warehouse, name: 'QA Annex', city: 'Bremen', postcode: '28195', isDefaultStock: true } });
    expect((await ok(getLocation, { params: { id: depot.id } })).isDefaultStock).toBe(false);
    expect((await ok(getLocation, { params: { id: second.id } })).isDefaultStock).toBe(true);

    expect((await ok(listLocations, { query: { q: 'bremen' } })).items.map((item) => item.id)).toEqual([second.id]);
    expect((await ok(listLocations, { query: { q: '20095', kind: 'warehouse' } })).items.map((item) => item.id)).toEqual([depot.id]);
    expect((await ok(listLocations, { query: { q: '20095', kind: 'home' } })).items).toEqual([]);
    await problem(getLocation, { params: { id: '00000000-0000-4000-8000-000000000000' } }, 404);
  });

  it('changes an address at the version read, and is closed to an employee', async () => {
    const depot = await ok(createLocation, { body: warehouse });
    const { id: _id, version, personId: _p, ...values } = depot;
    const moved = await ok(updateLocation, { params: { id: depot.id }, body: { ...values, line1: 'Kaistraße 9', version } });
    expect(moved).toMatchObject({ line1: 'Kaistraße 9', version: version + 1 });
    await problem(updateLocation, { params: { id: depot.id }, body: { ...values, line1: 'Elsewhere 1', version } }, 412, ProblemTypes.staleVersion);

    const employee = await tokenOf(MOCK_DEMO.employee.email);
    await problem(listLocations, { token: employee }, 403, ProblemTypes.appNotAllowed);
    await problem(updateLocation, { params: { id: depot.id }, body: { ...values, version: moved.version }, token: employee }, 403);
    expect((await ok(listLocations, { query: { q: 'QA Depot' } })).items.map((item) => item.line1)).toEqual(['Kaistraße 9']);
  });
});
