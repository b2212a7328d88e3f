import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { freshCallsDir } from '../contract/calls-dir.ts';
import { csvAsText } from '../csv-as-text.ts';

/** One per run of Vitest: the contract suites write into it, and the coverage check reads it after them. */
export const contractCallsDir = freshCallsDir();

/**
 * The API server's suites and the contract suite: imported as the `server` project of the root config, or run on
 * their own (`vitest run --config tests/server/vitest.config.ts`); `root` makes the globs mean the same either way.
 * Each file opens one database (PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set) and resets
 * its rows between tests, so files stay few and cheap.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [csvAsText],
  test: {
    name: 'server',
    include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/scaffold/**/*.test.ts', 'server/**/__tests__/**/*.test.ts', 'contract/**/__tests__/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // Runs after the browser-side projects, on its own: each file holds a database open.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    provide: { contractCallsDir },
    hookTimeout: 60_000,
  },
});
