import * as z from 'zod';
import { Id, ShortText, Version } from '../../common';
import { text } from '../../text';
import { COUNTRY_CODES } from '../../../src/apps/commerce/domain/location-postcodes';
import { LOCATION_KINDS } from '../../../src/apps/commerce/domain/location-terms';

const Optional = text().trim().max(120).nullable().default(null);

export const LocationItem = z.object({
  id: Id,
  kind: z.enum(LOCATION_KINDS),
  name: text(),
  personId: Id.nullable(),
  recipient: text().nullable(),
  /** Null parts: a site another app named, its address still to complete (never a delivery address until then). */
  line1: text().nullable(),
  line2: text().nullable(),
  city: text().nullable(),
  region: text().nullable(),
  postcode: text().nullable(),
  country: text().nullable(),
  phone: text().nullable(),
  isDefaultShipping: z.boolean(),
  isDefaultStock: z.boolean(),
  version: Version,
});
export const LocationList = z.object({ items: z.array(LocationItem) });
export const LocationListQuery = z.strictObject({ q: text().trim().max(200).optional(), kind: z.enum(LOCATION_KINDS).optional() });

/** An address; its postcode is checked against the country's format by the server (409 `postcode-format` at body.postcode). */
export const LocationInput = z.strictObject({
  kind: z.enum(LOCATION_KINDS),
  name: ShortText,
  recipient: Optional,
  line1: ShortText,
  line2: Optional,
  city: ShortText,
  region: Optional,
  postcode: text().trim().min(1).max(12),
  country: z.enum(COUNTRY_CODES as [string, ...string[]]),
  phone: text().trim().max(40).nullable().default(null),
  isDefaultShipping: z.boolean().default(false),
  isDefaultStock: z.boolean().default(false),
});
export const UpdateLocationRequest = LocationInput.extend({ version: Version });
