import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../server/db/database';

/**
 * PGlite in memory, or, when TEST_DATABASE_URL names a PostgreSQL server, a database of its own for this test
 * file that is dropped at the end, so that files running side by side never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite({ dataDir: null });
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function serverQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

export interface ReopenableDatabase {
  /**
   * Opens the same data again: each open is a restart as far as the rows can tell. With a folder of migrations (one of
   * `migrationsBefore`'s), `migrate` brings the database only that far: a database of the day before.
   */
  open(migrationsFolder?: string): Promise<Database>;
  /** Removes the data for good, once the last open one is closed. */
  dispose(): Promise<void>;
}

/** Data that outlives closing: a PGlite data directory in a temporary folder, or a PostgreSQL database of its own. */
export async function reopenableTestDatabase(): Promise<ReopenableDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
    return { open: (migrationsFolder) => openPglite({ dataDir }, migrationsFolder), dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await serverQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: (migrationsFolder) => openPostgres(url.toString(), migrationsFolder),
    dispose: () => serverQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
