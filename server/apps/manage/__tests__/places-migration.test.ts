import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../db/database';
import { migrationsBefore } from '../../../../tests/server/migrations-before';

let client: PGlite;
let folder: string;
const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;

beforeAll(async () => {
  client = await PGlite.create();
  folder = await migrationsBefore('0017_');
  await (await openPglite({ client }, folder)).migrate();
});
afterAll(async () => {
  await client.close();
  await rm(folder, { recursive: true, force: true });
});

describe('migration 0017: one list of places', () => {
  it('makes every place Manage named a Locations entry, matched by name in any case, and loses none', async () => {
    const [acme, globex] = await query<{ id: string }>("insert into organisations (name) values ('Acme'), ('Globex') returning id");
    const org = acme!.id;
    await query(
      `insert into commerce_locations (organisation_id, kind, name, line1, city, postcode, country)
       values ($1, 'office', 'london', '1 Old Street', 'London', 'EC1V 9HL', 'GB'), ($1, 'home', 'Paris', '1 Rue X', 'Paris', '75001', 'FR'),
              ($2, 'office', 'Berlin', 'Globex Straße 1', 'Berlin', '10115', 'DE')`,
      [org, globex!.id],
    );
    await query(
      `insert into manage_locations (organisation_id, name, address, address2, city, state, country, zip)
       values ($1, 'London', '9 Elsewhere', 'Floor 3', 'Londres', 'Greater London', 'GB', 'X'), ($1, 'Berlin', 'Unter den Linden 1', null, 'Berlin', null, 'de', null),
              ($1, 'Atlantis', null, null, null, null, 'Atlantis', null)`,
      [org],
    );
    const assets = [['A-1', 'London'], ['A-2', 'LONDON '], ['A-3', 'Berlin'], ['A-4', 'Remote'], ['A-5', null], ['A-6', 'remote'], ['A-7', '  ']];
    for (const [tag, location] of assets) {
      await query("insert into manage_assets (organisation_id, asset_tag, product_type, model, status, location, updated_at) values ($1, $2, 'laptop', 'X1', 'in-stock', $3, now())", [org, tag, location]);
    }
    await query("insert into manage_accessories (organisation_id, name, category, location, total, available) values ($1, 'Dock', 'Docks', 'Paris', 3, 3), ($1, 'Mouse', 'Mice', null, 1, 1)", [org]);

    await (await openPglite({ client })).migrate();

    const sites = await query<{ id: string; kind: string; name: string; line1: string | null; line2: string | null; city: string | null; region: string | null; postcode: string | null; country: string | null }>(
      'select id, kind, name, line1, line2, city, region, postcode, country from commerce_locations where organisation_id = $1 order by name, kind',
      [org],
    );
    expect(sites.map(({ id: _id, ...site }) => site)).toEqual([
      // Snipe-IT's own site with no address part Locations can keep: a site all the same, its address to complete.
      { kind: 'office', name: 'Atlantis', line1: null, line2: null, city: null, region: null, postcode: null, country: null },
      { kind: 'office', name: 'Berlin', line1: 'Unter den Linden 1', line2: null, city: 'Berlin', region: null, postcode: null, country: 'DE' },
      { kind: 'home', name: 'Paris', line1: '1 Rue X', line2: null, city: 'Paris', region: null, postcode: '75001', country: 'FR' },
      // A person's home is never a shared site: the accessories' "Paris" is an office of its own.
      { kind: 'office', name: 'Paris', line1: null, line2: null, city: null, region: null, postcode: null, country: null },
      { kind: 'office', name: 'Remote', line1: null, line2: null, city: null, region: null, postcode: null, country: null },
      // The office "london" took "London" in, and only its blanks were filled from Snipe-IT's address.
      { kind: 'office', name: 'london', line1: '1 Old Street', line2: 'Floor 3', city: 'London', region: 'Greater London', postcode: 'EC1V 9HL', country: 'GB' },
    ]);
    const siteOf = new Map(sites.filter((site) => site.kind === 'office').map((site) => [site.name.toLowerCase(), site.id]));

    const placed = await query<{ asset_tag: string; location_id: string | null }>('select asset_tag, location_id from manage_assets order by asset_tag');
    expect(placed.map((row) => [row.asset_tag, row.location_id])).toEqual([
      ['A-1', siteOf.get('london')],
      ['A-2', siteOf.get('london')],
      ['A-3', siteOf.get('berlin')],
      ['A-4', siteOf.get('remote')],
      ['A-5', null],
      ['A-6', siteOf.get('remote')],
      ['A-7', null],
    ]);
    const accessories = await query<{ name: string; location_id: string | null }>('select name, location_id from manage_accessories order by name');
    expect(accessories.map((row) => [row.name, row.location_id])).toEqual([['Dock', siteOf.get('paris')], ['Mouse', null]]);
    // Another organisation's Berlin is its own and took nothing in.
    expect(await query('select name from commerce_locations where organisation_id = $1', [globex!.id])).toEqual([{ name: 'Berlin' }]);
    expect(await query("select 1 from information_schema.tables where table_name = 'manage_locations'")).toEqual([]);
    expect(await query("select 1 from information_schema.columns where table_name in ('manage_assets', 'manage_accessories') and column_name = 'location'")).toEqual([]);
  });

  it('keeps the fleet counts by site in step with the assets, through the migration and after', async () => {
    const counted = () =>
      query<{ location_id: string; n: number }>(
        "select location_id, sum(n)::int as n from manage_asset_counts group by location_id having sum(n) <> 0 order by location_id",
      );
    const actual = () =>
      query<{ location_id: string; n: number }>(
        "select coalesce(location_id, '00000000-0000-0000-0000-000000000000') as location_id, count(*)::int as n from manage_assets group by 1 order by 1",
      );
    expect(await counted()).toEqual(await actual());
    const [org] = await query<{ organisation_id: string; location_id: string }>("select organisation_id, location_id from manage_assets where asset_tag = 'A-1'");
    await query("insert into manage_assets (organisation_id, asset_tag, product_type, model, status, location_id, updated_at) values ($1, 'A-8', 'laptop', 'X1', 'in-stock', $2, now())", [org!.organisation_id, org!.location_id]);
    await query("update manage_assets set location_id = null where asset_tag = 'A-3'");
    expect(await counted()).toEqual(await actual());
  });
});
