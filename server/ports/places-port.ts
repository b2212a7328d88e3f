import type { Repositories } from '../repositories';
import type { PostalAddress } from './shipments-port';

/** A site as another app names it (a Snipe-IT location, an asset's place): a name and any parts of an address it knows. */
export interface PlaceInput {
  readonly name: string;
  readonly line1?: string | null;
  readonly line2?: string | null;
  readonly city?: string | null;
  readonly region?: string | null;
  readonly postcode?: string | null;
  /** ISO 3166 alpha-2, as Snipe-IT writes it. */
  readonly country?: string | null;
}

/** A site as other apps show it: a name to link to, and whether its address is still to be completed in Locations. */
export interface PlaceRef {
  readonly id: string;
  readonly name: string;
  readonly addressMissing: boolean;
}

export interface PlacesMatch {
  /** The site each name given stands for, by the name in lower case. */
  readonly ids: ReadonlyMap<string, string>;
  /** The names (lower case) a site had already; the others were added. */
  readonly known: ReadonlySet<string>;
  /** Sites left with an address to complete: parts were missing. */
  readonly incomplete: number;
  /** Sites whose postcode was not one of its country's: the postcode was left out, to be completed. */
  readonly invalid: number;
}

/** The organisation's sites (offices and warehouses), whichever app keeps them (Locations); every other app names them by id. */
export interface PlacesPort {
  /** The sites of these ids; an id of no site (deleted, another organisation's) is left out. */
  placesOf(repos: Repositories, organisationId: string, ids: readonly string[]): Promise<ReadonlyMap<string, PlaceRef>>;
  /** The postal addresses of these sites, each named by its site; a site whose address is missing is left out. */
  addressesOf(repos: Repositories, organisationId: string, ids: readonly string[]): Promise<ReadonlyMap<string, PostalAddress>>;
  /** Offices and warehouses by name, those whose name contains `q` when given. */
  list(repos: Repositories, organisationId: string, q?: string): Promise<readonly PlaceRef[]>;
  /**
   * The site of each name, found in any case or added as an office; an address given fills only the parts a site has
   * blank. Inside the caller's transaction (`repos`), so that an import stays all or nothing.
   */
  matchOrAdd(repos: Repositories, organisationId: string, places: readonly PlaceInput[]): Promise<PlacesMatch>;
}
