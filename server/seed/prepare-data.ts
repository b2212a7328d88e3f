import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { storeOf, type Store } from '../repositories';
import { ensureServerKey } from '../security/server-key-setup';
import { accountsWithDemoPassword } from './demo-password-check';
import { DEMO, seedDemoWhenEmpty, syncCatalogue } from './demo-seed';
import { issueSetupLink, type SetupLink } from './setup-link';

/** A state of the database the server must not serve; its message says what to do. */
export class StartRefused extends Error {}

export interface PreparedData {
  /** The demo organisation was created just now. */
  readonly seeded: boolean;
  /** Printed once: the way to found the first organisation of an empty production portal. */
  readonly setupLink: SetupLink | null;
}

/**
 * What the database gets before the server listens. Outside production, the demo organisation when it is empty.
 * In production, never an account: an empty database gets a setup link, and a known password refuses the start.
 */
export async function prepareData(store: Store, config: ServerConfig, now: Date): Promise<PreparedData> {
  if (!config.production) return { seeded: await seedDemoWhenEmpty(store, config.scryptCost), setupLink: null };
  const known = await accountsWithDemoPassword(store.repos);
  if (known.length > 0) {
    throw new StartRefused(
      `Refusing to start in production: ${known.join(', ')} still sign in with the demo password "${DEMO.password}". ` +
        'Start once without NODE_ENV=production, sign in as each and change the password under Profile, then start again.',
    );
  }
  if (await store.repos.organisations.any()) return { seeded: false, setupLink: null };
  return { seeded: false, setupLink: await issueSetupLink(store.repos, config.publicUrl, now) };
}

/**
 * What a start writes once: the schema, the catalogue, the install's first key and prepareData's rows. Servers
 * starting together on one PostgreSQL database take turns under its start lock; the later ones find it all done (a
 * migration run twice at once fails on PostgreSQL's own catalogue, and two seeds would found two demo organisations).
 */
export async function prepareDatabase(
  database: Database,
  config: ServerConfig,
  now: Date,
  phases: { done(label: string): void },
): Promise<PreparedData> {
  return database.exclusively(async () => {
    await database.migrate();
    phases.done('database migrated');
    const store = storeOf(database.db);
    await syncCatalogue(store);
    await ensureServerKey(store, config.serverSecret, now);
    return prepareData(store, config, now);
  });
}
