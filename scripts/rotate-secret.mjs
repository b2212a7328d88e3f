// `npm run rotate-secret`: a new random signing key for the configured database (DATABASE_URL, else PGlite in
// PGLITE_DATA_DIR). Links and codes signed with the key before keep working for RETIRED_KEY_DAYS, then open nothing;
// running servers read the new key within a minute. PGlite's files belong to one process: stop the server first.
// With SERVER_SECRET set the key is that value, and changing it is the rotation: this refuses to run.
import { loadServerModules, openConfiguredDatabase } from './server-modules.mjs';

const modules = await loadServerModules();
const { config, database } = await openConfiguredDatabase(modules);
try {
  if (config.serverSecret !== null) {
    console.error('SERVER_SECRET is set, and it is the signing key: to rotate, set it to a new value and restart.');
    process.exitCode = 1;
  } else {
    const store = modules.storeOf(database.db);
    const before = (await modules.openServerKeys(store, null, () => new Date())).current.id;
    const after = await modules.rotateServerKey(store, new Date());
    console.log(`The signing key is now ${after}; ${before} is retired and verifies for ${modules.RETIRED_KEY_DAYS} more days.`);
  }
} finally {
  await database.close();
}
