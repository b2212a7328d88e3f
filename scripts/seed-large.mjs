// `npm run seed:large -- --assets 100000 [--people 4000] [--tickets 100000]`: fills the demo organisation (Acme) of the configured
// database with a large fleet, for the benchmark and for trying the list screens at scale. Rows are generated
// inside the database (INSERT ... SELECT generate_series), so 100,000 assets take seconds, not minutes. Running it
// again replaces the previous large fleet.
import { sql } from 'drizzle-orm';
import { loadServerModules, openConfiguredDatabase, option } from './server-modules.mjs';

const assets = Number(option('assets', '100000'));
const people = Number(option('people', String(Math.max(10, Math.round(assets / 25)))));
const tickets = Number(option('tickets', '0'));
if (!Number.isInteger(assets) || assets < 1 || !Number.isInteger(people) || people < 1 || !Number.isInteger(tickets) || tickets < 0) {
  console.error('usage: seed-large.mjs --assets <count> [--people <count>] [--tickets <count>]');
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
// Two in three assets are deployed to someone; the rest spread over the other statuses. Models and sites (the demo's
// offices and warehouse in Locations) cycle with different periods so that every filter combination has rows.
await step('assets', sql`
  with person as (select id, row_number() over (order by email) as n from users where organisation_id = ${org} and email like 'person-%@acme.test'),
  site as (select id, row_number() over (order by name) as n, count(*) over () as c from commerce_locations where organisation_id = ${org} and kind <> 'home')
  insert into manage_assets (organisation_id, asset_tag, serial, product_type, manufacturer, model, status, condition, assignee_id,
    location_id, purchase_date, cost_cents, supplier, warranty_end, end_of_life, updated_at)
  select ${org}, 'BULK-' || lpad(g::text, greatest(6, length(g::text)), '0'), upper(substr(md5(g::text), 1, 12)),
    (array['laptop','laptop','laptop','desktop','phone','phone','tablet','monitor','monitor','server','network','printer','other'])[1 + g % 13],
    (array['Apple','Dell','Lenovo','HP','Samsung','Microsoft','Cisco','Brother'])[1 + g % 8],
    (array['MacBook Pro 14','Latitude 7450','ThinkPad X1 Carbon','EliteBook 840','Galaxy S24','Surface Laptop 6','iPhone 15','U2723QE','OptiPlex 7010','ProLiant DL360','Catalyst 9200'])[1 + g % 11],
    case when g % 3 <> 0 then 'deployed' else (array['in-stock','in-stock','in-repair','retired','lost','in-stock'])[1 + (g / 3) % 6] end,
    (array['new','a','a','b','c'])[1 + g % 5],
    case when g % 3 <> 0 then person.id end,
    site.id,
    date '2020-01-01' + (g % 2000), 30000 + (g % 300) * 1000, (array['Bechtle','CDW','Insight'])[1 + g % 3],
    date '2023-01-01' + (g % 1500), date '2025-01-01' + (g % 2500), now() - (g % 100000) * interval '1 minute'
  from generate_series(1, ${assets}) g join person on person.n = 1 + g % ${people} join site on site.n = 1 + g % site.c`);
await step('vacuumed and analyzed', sql`vacuum analyze manage_assets`);
await step('analyzed people', sql`analyze users`);
if (tickets > 0) {
  // The desk's tickets, spread over every status, priority, team and SLA state the queues filter on; requesters
  // and assignees are the people above. Numbers continue after the organisation's own tickets.
  console.log(`seeding ${tickets} service desk tickets`);
  await step('removed the previous large desk', sql`delete from service_desk_tickets where organisation_id = ${org} and subject like 'Bulk ticket %'`);
  await step('tickets', sql`
    with s as (select id, category, row_number() over (order by "order") as n, count(*) over () as c from service_desk_statuses where organisation_id = ${org}),
    p as (select id, row_number() over (order by "order") as n, count(*) over () as c from service_desk_priorities where organisation_id = ${org}),
    t as (select id, row_number() over (order by name) as n, count(*) over () as c from service_desk_teams where organisation_id = ${org}),
    person as (select id, email, name, row_number() over (order by email) as n, count(*) over () as c from users where organisation_id = ${org}),
    base as (select coalesce(max(number), 0) as b from service_desk_tickets where organisation_id = ${org})
    insert into service_desk_tickets (organisation_id, number, service_type, subject, description, status_id, status_category, priority_id,
      team_id, assignee_id, requester_user_id, requester_email, requester_name, tags, sla_state, due_at, first_response_due_at,
      resolution_due_at, resolved_at, created_at, updated_at)
    select ${org}, base.b + g, case when g % 3 = 0 then 'service' else 'problem' end,
      'Bulk ticket ' || g || ': ' || (array['VPN drops','Printer jams','Laptop slow','Password reset','Monitor flickers','New phone','Software access','Mail quota'])[1 + g % 8],
      'Generated for the benchmark: ' || md5(g::text),
      s.id, s.category, p.id, case when g % 5 = 0 then null else t.id end, case when g % 4 = 0 then null else assignee.id end,
      person.id, person.email, person.name,
      case g % 10 when 0 then array['vpn'] when 1 then array['hardware'] else '{}'::text[] end,
      case when s.category in ('resolved', 'closed') then (case when g % 4 = 0 then 'breached' else 'met' end) else 'on-track' end,
      case when s.category in ('resolved', 'closed') then null else now() + ((g % 5000) - 1000) * interval '1 minute' end,
      now() + ((g % 3000) - 1500) * interval '1 minute',
      now() + ((g % 9000) - 1000) * interval '1 minute',
      case when s.category in ('resolved', 'closed') then now() - (g % 43200) * interval '1 minute' end,
      now() - (g % 200000) * interval '1 minute' - interval '1 day',
      now() - (g % 200000) * interval '1 minute'
    from generate_series(1, ${tickets}) g
    cross join base
    join s on s.n = 1 + g % s.c
    join p on p.n = 1 + (g / 7) % p.c
    join t on t.n = 1 + (g / 3) % t.c
    join person on person.n = 1 + g % person.c
    join person assignee on assignee.n = 1 + (g / 11) % assignee.c`);
  await step('numbered', sql`
    insert into service_desk_counters (organisation_id, last_number)
    select ${org}, max(number) from service_desk_tickets where organisation_id = ${org}
    on conflict (organisation_id) do update set last_number = excluded.last_number`);
  await step('vacuumed and analyzed tickets', sql`vacuum analyze service_desk_tickets`);
}
await database.close();
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
