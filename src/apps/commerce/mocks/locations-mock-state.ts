import type { z } from 'zod';
import type { LocationItem } from '../../../../contract/apps/commerce/locations-schemas';
import { MOCK_DEMO, newId, type MockState } from '../../../../tests/mocks/mock-state';
import { MOCK_DEMO_OFFICES } from './demo-offices';

export type MockLocation = z.output<typeof LocationItem> & { organisationId: string };

/**
 * Locations' one list of sites per mock state, which the catalogue's mocks and Manage's (through their places mock)
 * both read: as the server's demo seed, Manage's demo offices, where its assets are, and the Shop's Hamburg warehouse.
 */
function demoLocations(state: MockState): MockLocation[] {
  const acme = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
  const address = { personId: null, recipient: null, line2: null, region: null, phone: null, version: 1 };
  const office = { ...address, kind: 'office' as const, organisationId: acme, isDefaultStock: false };
  return [
    ...MOCK_DEMO_OFFICES.map((each) => ({ ...office, ...each, isDefaultShipping: each.name === 'Berlin office' })),
    { ...address, id: newId(), organisationId: acme, kind: 'warehouse', name: 'Hamburg warehouse', line1: 'Am Sandtorkai 50', city: 'Hamburg', postcode: '20457', country: 'DE', isDefaultShipping: false, isDefaultStock: true },
  ];
}

const lists = new WeakMap<MockState, MockLocation[]>();
export function locationsOf(state: MockState): MockLocation[] {
  let list = lists.get(state);
  if (!list) lists.set(state, (list = demoLocations(state)));
  return list;
}
