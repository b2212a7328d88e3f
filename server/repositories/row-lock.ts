import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/** A table whose rows belong to one organisation and are named by an id. */
type OwnedTable = PgTable & {
  readonly organisationId: AnyPgColumn<{ data: string }>;
  readonly id: AnyPgColumn<{ data: string }>;
};

/**
 * The row, locked until the transaction ends; undefined when it is gone or another organisation's. A decision on a row
 * that carries a state reads it this way first: a second decision at once waits here and then finds the first one's
 * state, so it is refused for that state (409) on PostgreSQL as on PGlite, where transactions take turns anyway,
 * rather than for the version the first one moved (412).
 */
export async function lockedRow<T extends OwnedTable>(db: Db, table: T, organisationId: string, id: string): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.organisationId, organisationId), eq(table.id, id)))
    .for('update');
  return rows[0] as T['$inferSelect'] | undefined;
}
