import type { Repositories } from '../repositories';

/** A site as another app brings it (a Snipe-IT location): a name and an address, any part of which may be missing. */
export interface PlaceInput {
  readonly name: string;
  readonly line1: string | null;
  readonly line2: string | null;
  readonly city: string | null;
  readonly region: string | null;
  readonly postcode: string | null;
  /** ISO 3166 alpha-2, as Snipe-IT writes it. */
  readonly country: string | null;
}

/** Why a place could not be kept: an address part is missing, or the postcode is not one of its country's. */
export type PlaceRefusal = 'address-incomplete' | 'address-invalid';

export interface PlacesOutcome {
  readonly added: number;
  /** Known already by that name, and left as they are. */
  readonly known: number;
  readonly refused: ReadonlyMap<string, PlaceRefusal>;
}

/** The organisation's offices and warehouses as other apps add to them, whichever app keeps them (Locations). */
export interface PlacesPort {
  /** Inside the caller's transaction (`repos`), so that an import stays all or nothing. */
  addOffices(repos: Repositories, organisationId: string, places: readonly PlaceInput[]): Promise<PlacesOutcome>;
}
