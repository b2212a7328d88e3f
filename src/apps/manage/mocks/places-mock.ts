import type { PlaceItem, PlaceRef } from '../../../../contract/apps/manage/place-schemas';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { locationsOf } from '../../commerce/mocks/locations-mock-state';
import { addressMissing } from '../../commerce/domain/location-terms';
import { refused } from './mock-problems';

/** The sites Manage's mocks name, from the Locations mock's one list, as the server reads them through the places port. */
function sitesOf(state: MockState, organisationId: string) {
  return locationsOf(state).filter((location) => location.organisationId === organisationId && location.kind !== 'home');
}

const itemOf = (location: { id: string; name: string } & Parameters<typeof addressMissing>[0]): PlaceItem => ({ id: location.id, name: location.name, addressMissing: addressMissing(location) });

export function mockPlaces(state: MockState, organisationId: string, q: string | undefined): PlaceItem[] {
  const wanted = q?.toLowerCase() ?? '';
  return sitesOf(state, organisationId)
    .filter((site) => site.name.toLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(itemOf);
}

export function mockPlaceOf(state: MockState, locationId: string | null): PlaceRef | null {
  const site = locationId ? locationsOf(state).find((location) => location.id === locationId) : undefined;
  return site ? { id: site.id, name: site.name } : null;
}

/** The site of a name in any case, or a new office whose address is to complete. */
export function mockMatchOrAdd(state: MockState, organisationId: string, name: string): PlaceItem {
  const known = sitesOf(state, organisationId).find((site) => site.name.toLowerCase() === name.trim().toLowerCase());
  if (known) return itemOf(known);
  const blank = { line1: null, line2: null, city: null, region: null, postcode: null, country: null, recipient: null, phone: null, personId: null };
  const site = { ...blank, id: newId(), organisationId, kind: 'office' as const, name: name.trim(), isDefaultShipping: false, isDefaultStock: false, version: 1 };
  locationsOf(state).push(site);
  return itemOf(site);
}

/** As the server: a site the caller names must be one of the organisation's in Locations. */
export function mockCheckPlace(state: MockState, organisationId: string, locationId: string | null | undefined): void {
  if (locationId && !sitesOf(state, organisationId).some((site) => site.id === locationId)) {
    throw refused('Choose one of the sites in Locations.', 'unknown-location', {}, 'locationId');
  }
}
