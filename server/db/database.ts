import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database, or a transaction of it: repositories take any of them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server on this database runs its own: what a start writes once (the schema, the
   * catalogue, the demo data). The embedded database has one process, so there it simply runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Next to this file in the sources; the server build copies the folder next to its bundle. */
export const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The embedded database: on disk under `dataDir`, in memory without one, or a PGlite the caller owns. */
export async function openPglite(
  source: { dataDir: string | null } | { client: PGlite },
  migrationsFolder = defaultMigrationsFolder,
): Promise<Database> {
  let client: PGlite;
  if ('client' in source) client = source.client;
  else {
    if (source.dataDir) await mkdir(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir ? { dataDir: source.dataDir } : {});
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => ('client' in source ? Promise.resolve() : client.close()),
  };
}

/**
 * The pool every PostgreSQL connection of the server comes from. Prepared statements (the asset list's) are
 * planned for their values each time: a generic plan cannot turn a `like 'abc%'` parameter into an index range, and
 * PostgreSQL switches to one after five runs when it looks as cheap. JIT is off: the estimates of a search over a
 * million assets pass its threshold, and compiling took 96 ms for a query that runs in 9.
 */
export function postgresPoolConfig(url: string): pg.PoolConfig {
  return { connectionString: url, max: 10, options: '-c plan_cache_mode=force_custom_plan -c jit=off' };
}

/** The advisory lock every server of this portal takes to start; any fixed number no other program on the database uses. */
const START_LOCK_KEY = 4_177_311_022;

/**
 * The lock lives on a session of its own, outside the pool: the work's queries may take any pooled connection, and a
 * server that dies while holding it ends its session, which lets go of the lock.
 */
async function underStartLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases every advisory lock it holds.
    await session.end();
  }
}

export async function openPostgres(url: string, migrationsFolder = defaultMigrationsFolder): Promise<Database> {
  const pool = new pg.Pool(postgresPoolConfig(url));
  // An idle connection the server ends (a restart, an admin's terminate) is dropped from the pool and replaced on
  // the next query; unheard, its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusively: (work) => underStartLock(url, work),
    close: () => pool.end(),
  };
}
