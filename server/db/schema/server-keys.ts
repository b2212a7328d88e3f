import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/**
 * The install's signing keys, kept with the data they sign for: links survive a restart and every install differs.
 * One is current (retired_at null): the index allows no second, so the first of two servers starting at once wins
 * and the other reads its key. A retired key stays: it verifies for a while, and what was sealed under it still opens.
 */
export const serverKeys = pgTable(
  'server_keys',
  {
    /** Short and random; every signature names it, so verification finds its key after a rotation. */
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
    retiredAt: at('retired_at'),
  },
  (t) => [uniqueIndex('server_keys_one_current').on(sql`(${t.retiredAt} is null)`).where(sql`${t.retiredAt} is null`)],
);
