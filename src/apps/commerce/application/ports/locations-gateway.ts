import type { AddressParts, LocationKind } from '../../domain/location-terms';

export interface LocationFields {
  readonly kind: LocationKind;
  readonly name: string;
  readonly recipient: string | null;
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  readonly region: string | null;
  readonly postcode: string;
  readonly country: string;
  readonly phone: string | null;
  readonly isDefaultShipping: boolean;
  readonly isDefaultStock: boolean;
}

/** A stored site: one another app named (a Manage asset's place) may lack its address until someone completes it. */
export interface Location extends Omit<LocationFields, keyof AddressParts>, AddressParts {
  readonly id: string;
  readonly personId: string | null;
  readonly version: number;
}

/** Locations (shipmaster): offices, warehouses and homes. */
export interface LocationsGateway {
  list(query: { readonly q?: string | undefined; readonly kind?: LocationKind | undefined }): Promise<{ readonly items: readonly Location[] }>;
  get(id: string): Promise<Location>;
  create(fields: LocationFields): Promise<Location>;
  update(id: string, changes: LocationFields & { readonly version: number }): Promise<Location>;
}

export const LOCATIONS_GATEWAY = Symbol.for('LocationsGateway');
