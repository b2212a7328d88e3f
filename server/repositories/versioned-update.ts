import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/database';

/** A table whose rows belong to one organisation and carry an optimistic-concurrency version. */
type VersionedTable = PgTable & {
  readonly organisationId: AnyPgColumn<{ data: string }>;
  readonly id: AnyPgColumn<{ data: string }>;
  readonly version: AnyPgColumn<{ data: number }>;
  readonly updatedAt: AnyPgColumn<{ data: Date }>;
};

/**
 * The row as the client read it: its organisation, the version it saw, and its id or, for a table keyed otherwise
 * (settings by owner), the condition that names it. With an id, `where` is what must still hold (a state).
 */
type VersionedKey = { readonly organisationId: string; readonly version: number } & (
  | { readonly id: string; readonly where?: SQL | undefined }
  | { readonly id?: undefined; readonly where: SQL }
);

type VersionedValues<T extends VersionedTable> = Omit<PgUpdateSetSource<T>, 'version' | 'updatedAt'>;

/** The next version in the same statement, so that two writers never both land on one number. */
export function nextVersion(version: AnyPgColumn): SQL {
  return sql`${version} + 1`;
}

/** What every versioned update says: where, which row as the client read it, the new values and the time. */
type VersionedChange<T extends VersionedTable> = [db: Db, table: T, key: VersionedKey, values: VersionedValues<T>, now: Date];

/** Undefined when the row is stale, gone or another organisation's: nothing is written then. Answers the whole row… */
export function versionedUpdate<T extends VersionedTable>(...change: VersionedChange<T>): Promise<T['$inferSelect'] | undefined>;
/** …or only the fields asked for. */
export function versionedUpdate<T extends VersionedTable, Fields extends SelectedFields>(
  ...change: [...VersionedChange<T>, returning: Fields]
): Promise<SelectResultFields<Fields> | undefined>;
export async function versionedUpdate<T extends VersionedTable>(
  ...[db, table, key, values, now, returning]: [...VersionedChange<T>, returning?: SelectedFields]
): Promise<Record<string, unknown> | undefined> {
  const update = db
    .update(table)
    .set({ ...values, version: nextVersion(table.version), updatedAt: now })
    .where(
      and(
        eq(table.organisationId, key.organisationId),
        key.id === undefined ? undefined : eq(table.id, key.id),
        eq(table.version, key.version),
        key.where,
      ),
    );
  const [row] = returning ? await update.returning(returning) : await update.returning();
  return row;
}

/** A table of one row per organisation (its settings of one app), versioned like any other. */
type OrganisationRowTable = PgTable & {
  readonly organisationId: AnyPgColumn<{ data: string }>;
  readonly version: AnyPgColumn<{ data: number }>;
  readonly updatedAt: AnyPgColumn<{ data: Date }>;
};

/**
 * Saves an organisation's one row of settings: version 0 is "never saved" and makes the row. Undefined when the
 * version is stale (someone saved since it was read, or made the first row meanwhile): nothing is written then.
 */
export async function saveOrganisationRow<T extends OrganisationRowTable>(
  db: Db,
  table: T,
  key: { readonly organisationId: string; readonly version: number },
  values: Omit<PgUpdateSetSource<T>, 'organisationId' | 'version' | 'updatedAt'>,
  now: Date,
): Promise<T['$inferSelect'] | undefined> {
  if (key.version === 0) {
    const [made] = await db
      .insert(table)
      .values({ ...values, organisationId: key.organisationId, updatedAt: now } as T['$inferInsert'])
      .onConflictDoNothing()
      .returning();
    return made as T['$inferSelect'] | undefined;
  }
  const rows = (await db
    .update(table)
    .set({ ...values, version: nextVersion(table.version), updatedAt: now } as PgUpdateSetSource<T>)
    .where(and(eq(table.organisationId, key.organisationId), eq(table.version, key.version)))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}
