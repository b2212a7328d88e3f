import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new migration here after a change of server/db/schema; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
