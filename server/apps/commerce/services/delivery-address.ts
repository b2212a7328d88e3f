import type { LocationRow } from '../repositories/locations-repository';
import type { DeliveryAddress } from '../schema/orders';

/** Offices and warehouses, and the person's own home: the places an order of theirs may go. */
export const deliverableTo = (personId: string) => (location: LocationRow) => location.kind !== 'home' || location.personId === personId;

/** The address as the order keeps it: copied, so a later change of the location never moves a placed order. */
export function addressOf(location: LocationRow): DeliveryAddress {
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
