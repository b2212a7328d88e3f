import type { z } from 'zod';
import type { AddPlaceRequest, PlaceListQuery } from '../../../../contract/apps/manage/place-schemas';
import type { StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';

/** The sites an asset or accessory may be at: Locations' list, read and added to through the places port. */
export class ManagePlaceService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'places'>) {}

  async list(principal: StaffPrincipal, query: z.output<typeof PlaceListQuery>) {
    return { items: [...(await this.deps.places.list(this.deps.store.repos, principal.organisationId, query.q))] };
  }

  /** Picking a name nobody has yet adds the site, its address to be completed in Locations. */
  async add(principal: StaffPrincipal, body: z.output<typeof AddPlaceRequest>) {
    const { places, store } = this.deps;
    return store.transaction(async (repos) => {
      const { ids } = await places.matchOrAdd(repos, principal.organisationId, [{ name: body.name }]);
      const id = ids.get(body.name.trim().toLowerCase())!;
      return (await places.placesOf(repos, principal.organisationId, [id])).get(id)!;
    });
  }
}
