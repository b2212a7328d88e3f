import { checkPostcode, COUNTRY_CODES } from '../../../../src/apps/commerce/domain/location-postcodes';
import { addressMissing } from '../../../../src/apps/commerce/domain/location-terms';
import type { AppRepositoriesIn, PlaceInput, PlaceRef, PlacesMatch, PlacesPort, PostalAddress, Repositories } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';
import type { LocationRow, LocationValues } from '../repositories/locations-repository';

type AddressValues = Pick<LocationValues, 'line1' | 'line2' | 'city' | 'region' | 'postcode' | 'country'>;

const refOf = (row: LocationRow): PlaceRef => ({ id: row.id, name: row.name, addressMissing: addressMissing(row) });
const blankless = (value: string | null | undefined) => value?.trim() || null;

/** The parts of an address Locations can keep: a country it knows, and a postcode of that country (else left out, to complete). */
function addressOf(place: PlaceInput): { values: AddressValues; invalid: boolean } {
  const written = blankless(place.country)?.toUpperCase() ?? null;
  const country = written && (COUNTRY_CODES as readonly string[]).includes(written) ? written : null;
  const postcode = blankless(place.postcode);
  const checked = postcode && country ? checkPostcode(country, postcode) : null;
  return {
    values: {
      line1: blankless(place.line1),
      line2: blankless(place.line2),
      city: blankless(place.city),
      region: blankless(place.region),
      postcode: checked ? (checked.ok ? checked.value : null) : postcode,
      country,
    },
    invalid: checked?.ok === false,
  };
}

/** A complete site's address, as a label prints it. */
const postalAddressOf = (row: LocationRow): PostalAddress => ({
  name: row.recipient ? `${row.name}, ${row.recipient}` : row.name,
  line1: row.line1!,
  line2: row.line2,
  city: row.city!,
  region: row.region,
  postcode: row.postcode!,
  country: row.country!,
});

/** Only the blanks of a known site: what Locations has is never overwritten by another app's file. */
function blanksOf(row: LocationRow, values: AddressValues): Partial<AddressValues> {
  return Object.fromEntries(Object.entries(values).filter(([part, value]) => value !== null && row[part as keyof AddressValues] === null));
}

/** Locations keeps every site; other apps name them by id, and add one by name (an office whose address may be missing). */
export const commercePlaces = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): PlacesPort => ({
  async placesOf(callers: Repositories, organisationId: string, ids: readonly string[]) {
    const rows = await repositoriesIn(callers).own.locations.byIds(organisationId, ids);
    return new Map(rows.map((row) => [row.id, refOf(row)]));
  },

  async addressesOf(callers: Repositories, organisationId: string, ids: readonly string[]) {
    const rows = await repositoriesIn(callers).own.locations.byIds(organisationId, ids);
    return new Map(rows.filter((row) => !addressMissing(row)).map((row) => [row.id, postalAddressOf(row)]));
  },

  async list(callers: Repositories, organisationId: string, q?: string) {
    return (await repositoriesIn(callers).own.locations.list(organisationId, { q, kinds: ['office', 'warehouse'] })).map(refOf);
  },

  async matchOrAdd(callers: Repositories, organisationId: string, places: readonly PlaceInput[]): Promise<PlacesMatch> {
    const repos = repositoriesIn(callers).own.locations;
    const named = new Map<string, PlaceInput>();
    for (const place of places) {
      const name = place.name.trim();
      if (name && !named.has(name.toLowerCase())) named.set(name.toLowerCase(), { ...place, name });
    }
    const keys = [...named.keys()];
    const sites = new Map((await repos.sitesNamed(organisationId, keys)).map((row) => [row.name.toLowerCase(), row]));
    const addresses = new Map([...named].map(([key, place]) => [key, addressOf(place)]));
    const fresh = new Set(keys.filter((key) => !sites.has(key)));
    const added = await repos.insertMany(
      organisationId,
      [...fresh].map((key) => ({ kind: 'office' as const, name: named.get(key)!.name, ...addresses.get(key)!.values })),
    );
    for (const row of added) sites.set(row.name.toLowerCase(), row);
    for (const [key, site] of sites) {
      const blanks = blanksOf(site, addresses.get(key)!.values);
      if (Object.keys(blanks).length > 0) sites.set(key, (await repos.fillBlanks(organisationId, site.id, blanks)) ?? site);
    }
    const invalid = keys.filter((key) => addresses.get(key)!.invalid);
    return {
      ids: new Map([...sites].map(([key, row]) => [key, row.id])),
      known: new Set(keys.filter((key) => !fresh.has(key))),
      incomplete: keys.filter((key) => !addresses.get(key)!.invalid && addressMissing(sites.get(key)!)).length,
      invalid: invalid.length,
    };
  },
});
