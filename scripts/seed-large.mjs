// `npm run seed:large -- --assets 100000 [--people 4000]`: fills the demo organisation (Acme) of the configured
// database with a large fleet, for the benchmark and for trying the list screens at scale. Rows are generated
// inside the database (INSERT ... SELECT generate_series), so 100,000 assets take seconds, not minutes. Running it
// again replaces the previous large fleet.
import { sql } from 'drizzle-orm';
import { loadServerModules, openConfiguredDatabase, option } from './server-modules.mjs';

const assets = Number(option('assets', '100000'));
const people = Number(option('people', String(Math.max(10, Math.round(assets / 25)))));
if (!Number.isInteger(assets) || assets < 1 || !Number.isInteger(people) || people < 1) {
  console.error('usage: seed-large.mjs --assets <count> [--people <count>]');
  process.exit(2);
}

const started = performance.now();
const modules = await loadServerModules();
const { config, database } = await openConfiguredDatabase(modules);
const store = modules.storeOf(database.db);
await modules.syncCatalogue(store);
await modules.seedDemoWhenEmpty(store, config.scryptCost);
const organisation = await store.repos.users.findByEmail(modules.DEMO.admin.email);
const org = organisation.organisationId;
const step = async (label, statement) => {
  const at = performance.now();
  await database.db.execute(statement);
  console.log(`  ${label} in ${Math.round(performance.now() - at)} ms`);
};

console.log(`seeding ${assets} assets and ${people} people into ${modules.DEMO.organisation} (${database.kind})`);
await step('removed the previous large fleet', sql`delete from manage_assets where organisation_id = ${org} and asset_tag like 'BULK-%'`);
await step('removed the previous people', sql`delete from users where organisation_id = ${org} and email like 'person-%@acme.test'`);
await step('people', sql`
  insert into users (organisation_id, email, name, role)
  select ${org}, 'person-' || lpad(g::text, greatest(6, length(g::text)), '0') || '@acme.test',
         (array['Ana','Ben','Chloé','Dev','Emil','Fatma','Gus','Hana','Ivo','Jun'])[1 + g % 10] || ' ' ||
         (array['Novak','Okafor','Schmidt','Rossi','Tanaka','Dubois','Silva','Kowalski','Nguyen','Berg'])[1 + (g / 10) % 10] || ' ' || g,
         'employee'
  from generate_series(1, ${people}) g`);
// Two in three assets are deployed to someone; the rest spread over the other statuses. Models and locations
// cycle with different periods so that every filter combination has rows.
await step('assets', sql`
  with person as (select id, row_number() over (order by email) as n from users where organisation_id = ${org} and email like 'person-%@acme.test')
  insert into manage_assets (organisation_id, asset_tag, serial, product_type, manufacturer, model, status, condition, assignee_id,
    location, purchase_date, cost_cents, supplier, warranty_end, end_of_life, updated_at)
  select ${org}, 'BULK-' || lpad(g::text, greatest(6, length(g::text)), '0'), upper(substr(md5(g::text), 1, 12)),
    (array['laptop','laptop','laptop','desktop','phone','phone','tablet','monitor','monitor','server','network','printer','other'])[1 + g % 13],
    (array['Apple','Dell','Lenovo','HP','Samsung','Microsoft','Cisco','Brother'])[1 + g % 8],
    (array['MacBook Pro 14','Latitude 7450','ThinkPad X1 Carbon','EliteBook 840','Galaxy S24','Surface Laptop 6','iPhone 15','U2723QE','OptiPlex 7010','ProLiant DL360','Catalyst 9200'])[1 + g % 11],
    case when g % 3 <> 0 then 'deployed' else (array['in-stock','in-stock','in-repair','retired','lost','in-stock'])[1 + (g / 3) % 6] end,
    (array['new','a','a','b','c'])[1 + g % 5],
    case when g % 3 <> 0 then person.id end,
    (array['Berlin','London','Paris','Madrid','New York','Remote','Warehouse'])[1 + g % 7],
    date '2020-01-01' + (g % 2000), 30000 + (g % 300) * 1000, (array['Bechtle','CDW','Insight'])[1 + g % 3],
    date '2023-01-01' + (g % 1500), date '2025-01-01' + (g % 2500), now() - (g % 100000) * interval '1 minute'
  from generate_series(1, ${assets}) g join person on person.n = 1 + g % ${people}`);
await step('vacuumed and analyzed', sql`vacuum analyze manage_assets`);
await step('analyzed people', sql`analyze users`);
await database.close();
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
