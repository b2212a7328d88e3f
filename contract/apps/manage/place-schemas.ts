import * as z from 'zod';
import { Id, ShortText } from '../../common';
import { text } from '../../text';

/** A site in Locations as Manage's answers name it: a link, never a copy of its address. */
export const PlaceRef = z.object({ id: Id, name: text() });
export type PlaceRef = z.infer<typeof PlaceRef>;

/** A site to pick for an asset or accessory; one added from a bare name has its address still to complete in Locations. */
export const PlaceItem = PlaceRef.extend({ addressMissing: z.boolean() });
export type PlaceItem = z.infer<typeof PlaceItem>;
export const PlaceList = z.object({ items: z.array(PlaceItem) });
export const PlaceListQuery = z.strictObject({ q: text().trim().max(120).optional() });
/** A site by name: the one of that name in any case, or a new office whose address is to complete. */
export const AddPlaceRequest = z.strictObject({ name: ShortText });

/** Where an asset or accessory is: a Locations entry's id, null for nowhere in particular. */
export const LocationField = Id.nullable().optional();
