import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { SignInAnswer } from '../../contract/auth';
import { MemoryAttemptLimiter } from '../../server/adapters/memory-attempt-limiter';
import { RedisAttemptLimiter } from '../../server/adapters/redis-attempt-limiter';
import { buildApp, type AppOptions, type PortalApp } from '../../server/app';
import { configFromEnv, type ServerConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/database';
import { storeOf, type Store } from '../../server/repositories';
import { appStoreOf, type AppStore } from '../../server/repositories/app-repositories';
import { rowsOf } from '../../server/repositories/raw-rows';
import { retryingTransientConflicts } from '../../server/repositories/transient-conflict';
import { DEMO, seedDemoWhenEmpty, syncCatalogue } from '../../server/seed/demo-seed';
import { openTestDatabase } from './test-database';

/** scrypt at a tenth of the real cost: the tests check the flow, not the hardness. */
const TEST_SCRYPT_COST = 1024;

/** Every table but the catalogue, which the code owns and every test shares. */
const DATA_TABLES = [
  'organisations',
  'users',
  'settings',
  'sessions',
  'login_links',
  'external_sessions',
  'external_codes',
  'oauth_states',
  'org_apps',
  'role_apps',
  'audit_log',
  'demo_requests',
  'jobs',
  'setup_tokens',
  'service_desk_tickets',
  'service_desk_counters',
  'service_desk_teams',
  'service_desk_priorities',
  'service_desk_statuses',
  'service_desk_sla_policies',
  'service_desk_ticket_types',
  'service_desk_service_types',
  'service_desk_categories',
  'service_desk_tags',
  'service_desk_channels',
  'people_placements',
];

export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly text: string;
  readonly bytes: Uint8Array;
}

export interface CallOptions {
  readonly token?: string | undefined;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly ip?: string;
}

export interface TestServer extends PortalApp {
  readonly database: Database;
  readonly store: Store;
  readonly config: ServerConfig;
  /** An app's store over the server's, as the app's use cases have it (`repos.own`): for what no route reaches. */
  storeOf<Own>(app: { readonly repositories: (db: Db) => Own }): AppStore<Own>;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  call<T = unknown>(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<Answer<T>>;
  signIn(email: string, password?: string): Promise<SignInAnswer>;
  /**
   * Empties every table, forgets attempt counts kept in memory and the clock offset, and seeds the demo organisation
   * unless the config says production (as `npm start` does).
   */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every data table emptied. A job the last test set off may still be running in the server's worker; PostgreSQL then
 * may pick the TRUNCATE as a deadlock's victim, and it is tried again once the job has let go.
 */
const emptyTables = (database: Database) => retryingTransientConflicts(() => database.db.execute(sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')} CASCADE`)));

/** One table's rows as the demo seed left them, in JSON, with the columns that take a value (not the generated ones). */
interface SeededTable {
  readonly name: string;
  readonly columns: string;
  /** Null for a table the seed leaves empty: a reset only empties it. */
  readonly rows: string | null;
}

/** Every table, with its rows once the demo is seeded: what a reset puts back instead of seeding again. */
async function seededTablesOf(database: Database): Promise<SeededTable[]> {
  const tables = rowsOf<{ name: string; columns: string }>(
    await database.db.execute(sql`
    select format('%I', c.table_name) as name, string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    group by c.table_name`),
  );
  const seeded: SeededTable[] = [];
  for (const { name, columns } of tables) {
    const [found] = rowsOf<{ rows: string | null }>(await database.db.execute(sql.raw(`select json_agg(x)::text as rows from (select ${columns} from ${name}) x`)));
    seeded.push({ name, columns, rows: found?.rows ?? null });
  }
  return seeded;
}

/**
 * Every table emptied and the seeded rows put back, in one transaction with triggers and foreign-key checks off (the
 * rows were consistent when read; a trigger-kept count is among them). DELETE rather than TRUNCATE: on PostgreSQL a
 * TRUNCATE of a hundred small tables costs a second in file work alone. A fraction of seeding the demo again.
 */
async function restoreSeeded(database: Database, seeded: readonly SeededTable[]): Promise<void> {
  await retryingTransientConflicts(() =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL session_replication_role = replica`));
      // As TRUNCATE did: wait for the last test's work still in a transaction (a job), so none of it lands after.
      await tx.execute(sql.raw(`LOCK TABLE ${seeded.map(({ name }) => name).join(', ')} IN ACCESS EXCLUSIVE MODE`));
      for (const { name } of seeded) await tx.execute(sql.raw(`DELETE FROM ${name}`));
      for (const { name, columns, rows } of seeded) {
        if (rows === null) continue;
        await tx.execute(sql`${sql.raw(`INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${name}, `)}${rows}::json)`);
      }
    }),
  );
}

/** The configuration of a test server. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // The development doors are open, as `npm run dev` opens them: the tests read the mailbox and use the test provider.
  return {
    ...configFromEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory', STATIC_DIR: 'none', PUBLIC_URL: 'http://portal.test', PORTAL_DEV_TOOLS: '1' }),
    scryptCost: TEST_SCRYPT_COST,
    // A busy test machine lags the event loop; only the tests of load shedding turn it on.
    shedding: { eventLoopDelayMs: 0, heapUsedBytes: 0 },
    ...overrides,
  };
}

export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  { demoCompany = true, ...options }: Partial<Pick<AppOptions, 'identityProviders' | 'mail' | 'redis' | 'logger' | 'files'>> & { readonly demoCompany?: boolean } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  await database.migrate();
  const store = storeOf(database.db);
  await syncCatalogue(store);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  // The demo as the first reset seeded it: every later reset puts these rows back.
  let seeded: SeededTable[] | null = null;
  const memory = new MemoryAttemptLimiter(now);
  const limiter = options.redis ? new RedisAttemptLimiter(options.redis.pub) : memory;
  const config = testConfig(overrides);
  const portal = await buildApp({ config, store, limiter, now, ...options });
  await portal.app.ready();

  const call = async <T>(method: InjectOptions['method'], url: string, options: CallOptions = {}) => {
    const { token, body, ip = '127.0.0.1' } = options;
    const headers: Record<string, string> = {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    };
    const payload = body === undefined || typeof body === 'string' ? body : body instanceof Uint8Array ? Buffer.from(body) : JSON.stringify(body);
    const response = await portal.app.inject({ method, url, headers, payload, remoteAddress: ip });
    const isJson = /json/.test(String(response.headers['content-type'] ?? ''));
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : undefined) as T,
      headers: response.headers,
      text: response.body,
      bytes: response.rawPayload,
    };
  };

  const server: TestServer = {
    ...portal,
    database,
    store,
    config,
    storeOf: (app) => appStoreOf(store, app.repositories),
    advance: (ms) => {
      offset += ms;
    },
    call,
    signIn: async (email, password = DEMO.password) => {
      const answer = await call<SignInAnswer>('POST', '/api/v1/auth/sign-in', { body: { email, password } });
      if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.text}`);
      return answer.body;
    },
    reset: async () => {
      await memory.close();
      offset = 0;
      portal.access.forget();
      if (config.production) return void (await emptyTables(database));
      if (seeded) return restoreSeeded(database, seeded);
      await emptyTables(database);
      await seedDemoWhenEmpty(store, TEST_SCRYPT_COST, demoCompany);
      seeded = await seededTablesOf(database);
    },
    close: async () => {
      await portal.app.close();
      await database.close();
    },
  };
  await server.reset();
  return server;
}
