/** A site in Locations, as Manage's answers name it. */
export interface PlaceRef {
  readonly id: string;
  readonly name: string;
}

/** A site to pick; one added from a bare name has its address still to complete in Locations. */
export interface Place extends PlaceRef {
  readonly addressMissing: boolean;
}

/** Locations' sites (offices and warehouses), where assets and accessories are. */
export interface PlacesGateway {
  list(query: { readonly q?: string | undefined }): Promise<{ readonly items: readonly Place[] }>;
  /** The site of a name in any case, or a new one whose address is to complete. */
  add(request: { readonly name: string }): Promise<Place>;
}

export const PLACES_GATEWAY = Symbol.for('manage.PlacesGateway');
