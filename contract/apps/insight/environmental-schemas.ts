import { z } from 'zod';
import { Day, Id } from '../../common';
import { text } from '../../text';
import { DEFAULT_LIFETIME_YEARS, MAX_LIFETIME_YEARS, REUSE_KINDS } from '../../../src/apps/insight/domain/fleet-footprint';

const Year = z.coerce.number().int().min(1970).max(2100);
const Kg = z.number().min(0).max(1e12);
const Count = z.int().min(0);
const Label = text().max(200);

/** Which devices the report counts: bought in these years, of a product type, at a place, in a team. */
export const FootprintQuery = z
  .strictObject({
    fromYear: Year.optional(),
    toYear: Year.optional(),
    productType: text().trim().min(1).max(40).optional(),
    locationId: Id.optional(),
    team: text().trim().min(1).max(120).optional(),
    /** How many years devices are kept: the yearly share divides each footprint by it. */
    lifetimeYears: z.coerce.number().int().min(1).max(MAX_LIFETIME_YEARS).default(DEFAULT_LIFETIME_YEARS),
  })
  .refine((query) => query.fromYear === undefined || query.toYear === undefined || query.fromYear <= query.toYear, {
    message: 'The first year comes before the last',
    path: ['toYear'],
  });

const FootprintGroup = z.object({ key: Label.nullable(), devices: Count, embeddedKg: Kg, yearlyKg: Kg });

export const FootprintBasis = z.enum(['model', 'category-average', 'none']);

export const DeviceFootprint = z.object({
  assetId: Id,
  assetTag: Label,
  manufacturer: Label.nullable(),
  model: Label,
  productType: Label,
  purchaseDate: Day.nullable(),
  location: Label.nullable(),
  team: Label.nullable(),
  basis: FootprintBasis,
  matchedName: Label.nullable(),
  embeddedKg: Kg,
  yearlyKg: Kg,
  reuse: z.enum(REUSE_KINDS).nullable(),
  avoidedKg: Kg,
});

/** The fleet's embedded emissions, yearly share, a year longer, reuse and Scope 3 by year, with the places and teams to filter by. */
export const FootprintReport = z.object({
  lifetimeYears: z.int().min(1).max(MAX_LIFETIME_YEARS),
  devices: Count,
  embeddedKg: Kg,
  yearlyKg: Kg,
  yearLongerSavingKg: Kg,
  matched: Count,
  categoryAverage: Count,
  unmatched: Count,
  reuse: z.object({
    devices: Count,
    avoidedKg: Kg,
    uncounted: Count,
    factorTable: z.object({ version: text().max(40), source: z.object({ publisher: Label, title: Label, url: Label }), scope: Label }),
  }),
  byCategory: z.array(FootprintGroup),
  byLocation: z.array(FootprintGroup),
  byTeam: z.array(FootprintGroup),
  scope3ByYear: z.array(FootprintGroup),
  items: z.array(DeviceFootprint),
  /** The footprint data's attribution, which every report carries. */
  attribution: Label,
  /** What the filters offer: the organisation's places and teams with devices. */
  options: z.object({
    locations: z.array(z.object({ id: Id, name: Label })),
    teams: z.array(Label),
  }),
});

export const FootprintPdf = z.object({ filename: text().max(120), contentBase64: text().max(20_000_000) });
