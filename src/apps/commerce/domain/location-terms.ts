/** Locations are offices, warehouses (which hold stock) and people's homes (where orders may go). */
export const LOCATION_KINDS = ['office', 'warehouse', 'home'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** Only offices and warehouses keep stock. */
export function holdsStock(kind: LocationKind): boolean {
  return kind !== 'home';
}

/** The parts an address cannot do without: a site another app named may lack them until someone completes it. */
export interface AddressParts {
  readonly line1: string | null;
  readonly city: string | null;
  readonly postcode: string | null;
  readonly country: string | null;
}

/** A site with an address to complete is listed, but nothing is delivered there. */
export function addressMissing(address: AddressParts): boolean {
  return !address.line1 || !address.city || !address.postcode || !address.country;
}
