import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new migration after a change of the kernel's or an app's schema; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema/index.ts', './server/apps/*/schema/*.ts'],
  out: './server/db/migrations',
});
