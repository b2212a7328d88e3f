import { checkPostcode } from '../../../../src/apps/commerce/domain/location-postcodes';
import type { AppRepositoriesIn, PlaceInput, PlaceRefusal, PlacesOutcome, PlacesPort, Repositories } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';
import type { LocationValues } from '../repositories/locations-repository';

/** The address as Locations keeps it, or why it cannot be one: Locations ships to every office it lists. */
function officeOf(place: PlaceInput): LocationValues | PlaceRefusal {
  const { name, line1, line2, city, region, postcode, country } = place;
  if (!line1 || !city || !postcode || !country) return 'address-incomplete';
  const code = country.trim().toUpperCase();
  const checked = checkPostcode(code, postcode);
  if (!checked.ok) return 'address-invalid';
  return { kind: 'office', name, line1, line2, city, region, postcode: checked.value, country: code };
}

/** Sites other apps bring become offices in Locations, unless one of that name is there already. */
export const commercePlaces = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): PlacesPort => ({
  async addOffices(callers: Repositories, organisationId: string, places: readonly PlaceInput[]): Promise<PlacesOutcome> {
    const repos = repositoriesIn(callers);
    const taken = new Set((await repos.own.locations.list(organisationId, { kinds: ['office', 'warehouse'] })).map((row) => row.name.toLowerCase()));
    const fresh: LocationValues[] = [];
    const refused = new Map<string, PlaceRefusal>();
    let known = 0;
    for (const place of places) {
      if (taken.has(place.name.toLowerCase())) {
        known += 1;
        continue;
      }
      const office = officeOf(place);
      if (typeof office === 'string') refused.set(place.name, office);
      else {
        taken.add(place.name.toLowerCase());
        fresh.push(office);
      }
    }
    await repos.own.locations.insertMany(organisationId, fresh);
    return { added: fresh.length, known, refused };
  },
});
