import { addressMissing } from '../../../../src/apps/commerce/domain/location-terms';
import { ruleRefused } from '../../../kernel';
import type { LocationRow } from '../repositories/locations-repository';
import type { DeliveryAddress } from '../schema/orders';

/** A site whose address is whole: the only kind anything is delivered to. */
export type AddressedLocation = LocationRow & { readonly line1: string; readonly city: string; readonly postcode: string; readonly country: string };

export const addressed = (location: LocationRow): location is AddressedLocation => !addressMissing(location);

/** A site someone named without an address (a Manage asset's place) is no delivery destination until it is completed. */
export function addressedOrRefused(location: LocationRow): AddressedLocation {
  if (!addressed(location)) throw ruleRefused(`${location.name} has no whole address yet: complete it in Locations first.`, 'address-missing', {}, 'locationId');
  return location;
}

/** Offices and warehouses, and the person's own home: the places an order of theirs may go, once addressed. */
export const deliverableTo = (personId: string) => (location: LocationRow) => location.kind !== 'home' || location.personId === personId;

/** The address as the order keeps it: copied, so a later change of the location never moves a placed order. */
export function addressOf(location: AddressedLocation): DeliveryAddress {
  return {
    source: location.kind === 'home' ? 'home' : 'location',
    locationId: location.id,
    name: location.recipient ? `${location.recipient}, ${location.name}` : location.name,
    line1: location.line1,
    line2: location.line2,
    postcode: location.postcode,
    city: location.city,
    country: location.country,
  };
}
