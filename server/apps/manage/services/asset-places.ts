import type { PlaceRef } from '../../../../contract/apps/manage/place-schemas';
import { ruleRefused, type PlacesPort, type Repositories } from '../../../kernel';

type Places = ReadonlyMap<string, PlaceRef>;

/** The names of the sites some assets or accessories are at, read from Locations in one call. */
export async function placesOfRows(places: PlacesPort, repos: Repositories, organisationId: string, rows: readonly { locationId: string | null }[]): Promise<Places> {
  const ids = rows.flatMap((row) => (row.locationId ? [row.locationId] : []));
  return ids.length === 0 ? new Map() : places.placesOf(repos, organisationId, ids);
}

/** The place as answers carry it: a site gone from Locations reads as none. */
export function placeOf(places: Places, locationId: string | null): PlaceRef | null {
  const place = locationId ? places.get(locationId) : undefined;
  return place ? { id: place.id, name: place.name } : null;
}

/** A site the caller names must be one of the organisation's in Locations. */
export async function checkPlace(places: PlacesPort, repos: Repositories, organisationId: string, locationId: string | null | undefined): Promise<void> {
  if (!locationId) return;
  if (!(await places.placesOf(repos, organisationId, [locationId])).has(locationId)) {
    throw ruleRefused('Choose one of the sites in Locations.', 'unknown-location', {}, 'locationId');
  }
}

/** The site of each name (lower case), found in any case or added to Locations without an address. */
export async function placeIdsOf(places: PlacesPort, repos: Repositories, organisationId: string, names: readonly (string | null | undefined)[]): Promise<ReadonlyMap<string, string>> {
  const given = names.flatMap((name) => (name?.trim() ? [{ name }] : []));
  return given.length === 0 ? new Map() : (await places.matchOrAdd(repos, organisationId, given)).ids;
}

/** The id of a name by the map placeIdsOf answered. */
export const placeIdOf = (ids: ReadonlyMap<string, string>, name: string | null | undefined): string | null => (name?.trim() ? (ids.get(name.trim().toLowerCase()) ?? null) : null);
