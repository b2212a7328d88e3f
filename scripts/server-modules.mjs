// Bundles the parts of the server that the seed, benchmark and key scripts drive (database, repositories, app, demo
// seed, server keys) into dist-server/, where packages still resolve from node_modules, and imports the bundle.
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = `${root}server/db/migrations`;

export async function loadServerModules() {
  const esbuild = await import('esbuild');
  const outfile = `${root}dist-server/script-modules.mjs`;
  await esbuild.build({
    stdin: {
      contents: [
        "export * from './server/db/database';",
        "export * as schema from './server/db/schema';",
        "export { storeOf } from './server/repositories';",
        "export { buildApp } from './server/app';",
        "export { configFromEnv } from './server/config';",
        "export { MemoryAttemptLimiter } from './server/adapters/memory-attempt-limiter';",
        "export { DEMO, seedDemoWhenEmpty, syncCatalogue } from './server/seed/demo-seed';",
        "export { openServerKeys, rotateServerKey } from './server/security/server-key-setup';",
        "export { RETIRED_KEY_DAYS } from './server/security/server-keys';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

/** The database `npm start` would use: DATABASE_URL, else PGlite in PGLITE_DATA_DIR (data/pglite). */
export async function openConfiguredDatabase(modules) {
  const config = modules.configFromEnv();
  const database = config.databaseUrl
    ? await modules.openPostgres(config.databaseUrl, migrationsFolder)
    : await modules.openPglite({ dataDir: config.dataDir }, migrationsFolder);
  await database.migrate();
  return { config, database };
}

export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
