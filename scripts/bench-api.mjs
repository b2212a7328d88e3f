// `npm run bench:api [-- --requests 200 --load-concurrency 50 --seconds 10]`: starts the API in this process against
// the configured database (seed it first with `npm run seed:large`), signs the demo admin in, and times the asset
// list, search and filter calls on 127.0.0.1, one request at a time (latency) and then several at once (throughput).
// Prints p50/p95/p99 and requests per second, then the first page of the list under sustained load from a client
// in its own process (scripts/load-run.mjs; --seconds 0 skips it), then the query plans those calls rely on.
// A benchmark, not a test: it never fails a build.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { formatRun } from './load-run.mjs';
import { loadServerModules, migrationsFolder, option } from './server-modules.mjs';

const perScenario = Number(option('requests', '200'));
const concurrency = Number(option('concurrency', '4'));
const loadConcurrency = Number(option('load-concurrency', '50'));
const loadSeconds = Number(option('seconds', '10'));

const modules = await loadServerModules();
const config = modules.configFromEnv({ ...process.env, STATIC_DIR: 'none' });

/** Our own drizzle instance, so that its logger can catch each statement the server runs for EXPLAIN. */
const captured = [];
let capturing = false;
const logger = { logQuery: (query, params) => capturing && captured.push({ query, params }) };
const client = config.databaseUrl ? new pg.Pool(modules.postgresPoolConfig(config.databaseUrl)) : await PGlite.create({ dataDir: config.dataDir });
const db = config.databaseUrl
  ? drizzlePostgres({ client, schema: modules.schema, logger })
  : drizzlePglite({ client, schema: modules.schema, logger });
const database = config.databaseUrl ? await modules.openPostgres(config.databaseUrl, migrationsFolder) : await modules.openPglite({ client }, migrationsFolder);
await database.migrate();
const store = modules.storeOf(db);

const { app } = await modules.buildApp({
  // It times the calls themselves: neither the rate limit nor load shedding may answer for them.
  config: {
    ...config,
    limits: { ...config.limits, apiRequestsPerMinute: 1_000_000_000 },
    shedding: { eventLoopDelayMs: 0, heapUsedBytes: 0 },
    // As in production: answers are written by their schemas without being parsed again.
    checkAnswers: false,
  },
  store,
  limiter: new modules.MemoryAttemptLimiter(() => new Date()),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = await fetch(`${address}/api/v1/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: modules.DEMO.admin.email, password: modules.DEMO.password }),
});
const { token } = await signIn.json();
/** Manage's paths are short; the desk's queue paths start with their app. */
const get = async (path) => {
  const response = await fetch(`${address}/api/v1${path.startsWith('/resolve-it/') ? '' : '/manage'}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
};

const total = (await get('/assets?pageSize=1')).total;
const someone = (await get('/assets?status=deployed&pageSize=1')).items[0]?.assignee;
const sites = (await get('/places')).items.map((place) => place.id);
const scenarios = [
  ['list, first page', () => '/assets'],
  ['list, page 40 by -updatedAt', () => '/assets?page=40&sort=-updatedAt'],
  ['search tag prefix', (i) => `/assets?q=BULK-0${String(10 + (i % 89))}`],
  ['search serial', (i) => `/assets?q=${['A1', 'B2', 'C3', 'D4', 'E5', 'F6'][i % 6]}`],
  ['search model word', (i) => `/assets?q=${['latitude', 'macbook', 'thinkpad', 'galaxy'][i % 4]}`],
  ['search assignee name', (i) => `/assets?q=${['Okafor', 'Schmidt', 'Tanaka', 'Berg'][i % 4]}`],
  ['filter status', (i) => `/assets?status=${['in-repair', 'lost', 'deployed', 'in-stock'][i % 4]}`],
  ['filter type + location', (i) => `/assets?productType=${['laptop', 'phone', 'monitor'][i % 3]}&locationId=${sites[i % sites.length]}`],
  ['filter assignee', () => `/assets?assigneeId=${someone?.id}`],
  ['filter status + search', (i) => `/assets?status=deployed&q=${['dell', 'apple', 'lenovo'][i % 3]}&sort=-purchaseDate`],
  // Resolve IT's queues (seed them with `npm run seed:large -- --tickets 100000`).
  ['tickets, open issues', () => '/resolve-it/tickets?serviceType=problem&open=true'],
  ['tickets, page 40 by -updatedAt', () => '/resolve-it/tickets?serviceType=service&page=40&sort=-updatedAt'],
  ['tickets, search word', (i) => `/resolve-it/tickets?q=${['printer', 'vpn', 'laptop', 'password'][i % 4]}`],
  ['tickets, search number', (i) => `/resolve-it/tickets?q=RES%23${1000 + i * 37}`],
  ['tickets, unassigned by due', () => '/resolve-it/tickets?open=true&assignee=unassigned&sort=dueAt'],
  ['tickets, breached + tag', (i) => `/resolve-it/tickets?slaState=breached&tag=${['vpn', 'hardware'][i % 2]}`],
  ['tickets, status + priority', (i) => `/resolve-it/tickets?statusCategory=${['new', 'open', 'pending'][i % 3]}&sort=-priority`],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const ms = (value) => value.toFixed(1).padStart(7);

console.log(`\n${total} assets in the demo organisation, ${database.kind}, ${perScenario} requests per scenario\n`);
console.log(`${'scenario'.padEnd(32)}     p50     p95     p99   (ms, one at a time)`);
const all = [];
for (const [name, path] of scenarios) {
  for (let i = 0; i < 10; i++) await get(path(i));
  const times = [];
  for (let i = 0; i < perScenario; i++) {
    const started = performance.now();
    await get(path(i));
    times.push(performance.now() - started);
  }
  all.push(...times);
  const { p50, p95, p99 } = summary(times);
  console.log(`${name.padEnd(32)} ${ms(p50)} ${ms(p95)} ${ms(p99)}`);
}
const overall = summary(all);
console.log(`${'all scenarios'.padEnd(32)} ${ms(overall.p50)} ${ms(overall.p95)} ${ms(overall.p99)}`);

const mixed = Array.from({ length: perScenario * 2 }, (_, i) => scenarios[i % scenarios.length][1](i));
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < mixed.length) await get(mixed[next++]);
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(`\nthroughput: ${(mixed.length / seconds).toFixed(0)} requests per second (${mixed.length} mixed requests, ${concurrency} at a time)\n`);

if (loadSeconds > 0) {
  const loadRun = fileURLToPath(new URL('load-run.mjs', import.meta.url));
  const url = `${address}/api/v1/manage/assets?page=1&pageSize=25`;
  const args = [loadRun, '--url', url, '--token', token, '--concurrency', String(loadConcurrency), '--seconds', String(loadSeconds), '--json'];
  // The server's own CPU time per answer: what the load costs this process, whatever else the machine runs.
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args);
  const cpu = process.cpuUsage(cpuBefore);
  const run = JSON.parse(stdout);
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, run.requests);
  console.log(`list, first page under load: ${formatRun(run, loadConcurrency, loadSeconds)}`);
  console.log(`server CPU per answer: ${cpuPerRequest.toFixed(2)} ms (user ${(cpu.user / 1000 / Math.max(1, run.requests)).toFixed(2)}, system ${(cpu.system / 1000 / Math.max(1, run.requests)).toFixed(2)}), at most ${Math.floor(1000 / cpuPerRequest)} answers per second on one core\n`);
}

const explained = [scenarios[0], scenarios[2], scenarios[5], scenarios[7], scenarios[10], scenarios[12], scenarios[14]];
for (const [name, path] of explained) {
  captured.length = 0;
  capturing = true;
  await get(path(1));
  capturing = false;
  for (const { query, params } of captured.filter((entry) => /manage_assets|service_desk_tickets/.test(entry.query))) {
    const plan = config.databaseUrl
      ? (await client.query(`explain (analyze, buffers) ${query}`, params)).rows
      : (await client.query(`explain (analyze, buffers) ${query}`, params)).rows;
    console.log(`-- ${name}: ${query.slice(0, 140)}${query.length > 140 ? '…' : ''}`);
    console.log(plan.map((row) => `   ${row['QUERY PLAN']}`).join('\n'), '\n');
  }
}

await app.close();
await (config.databaseUrl ? client.end() : client.close());
if (config.databaseUrl) await database.close();
