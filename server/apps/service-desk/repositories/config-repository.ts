import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { versionedUpdate, type Db } from '../../../kernel';
import {
  deskCategories,
  deskChannels,
  deskPriorities,
  deskServiceTypes,
  deskSlaPolicies,
  deskStatuses,
  deskTags,
  deskTicketTypes,
} from '../schema/config';

/** A configured record: one organisation's, versioned, in a table of its own. */
type ConfigTable = PgTable & {
  readonly id: AnyPgColumn<{ data: string }>;
  readonly organisationId: AnyPgColumn<{ data: string }>;
  readonly version: AnyPgColumn<{ data: number }>;
  readonly updatedAt: AnyPgColumn<{ data: Date }>;
};

/**
 * List, find, add, change (version-checked) and remove one kind of configured record, always within one
 * organisation. What may be removed is the database's to say: a record tickets still name is a foreign key.
 */
export class ConfigRecords<T extends ConfigTable> {
  constructor(
    private readonly db: Db,
    private readonly table: T,
    private readonly order: readonly AnyPgColumn[],
  ) {}

  async list(organisationId: string): Promise<T['$inferSelect'][]> {
    const rows = await this.db
      .select()
      .from(this.table as PgTable)
      .where(eq(this.table.organisationId, organisationId))
      .orderBy(...this.order.map((column) => asc(column)), asc(this.table.id));
    return rows as T['$inferSelect'][];
  }

  async find(organisationId: string, id: string): Promise<T['$inferSelect'] | undefined> {
    const [row] = await this.db
      .select()
      .from(this.table as PgTable)
      .where(and(eq(this.table.organisationId, organisationId), eq(this.table.id, id)));
    return row as T['$inferSelect'] | undefined;
  }

  /** Those of the ids that are the organisation's. */
  async findMany(organisationId: string, ids: readonly string[]): Promise<T['$inferSelect'][]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(this.table as PgTable)
      .where(and(eq(this.table.organisationId, organisationId), inArray(this.table.id, [...ids])));
    return rows as T['$inferSelect'][];
  }

  async insert(values: T['$inferInsert']): Promise<T['$inferSelect']> {
    const [row] = await this.db
      .insert(this.table)
      .values(values as never)
      .returning();
    return row as T['$inferSelect'];
  }

  async update(organisationId: string, id: string, version: number, values: Partial<T['$inferInsert']>, now: Date) {
    return versionedUpdate(this.db, this.table, { organisationId, id, version }, values as never, now) as Promise<T['$inferSelect'] | undefined>;
  }

  /** Clears a flag on every other record of the organisation (one default priority, one default status per category). */
  async clearOthers(organisationId: string, keep: string, values: Partial<T['$inferInsert']>, where?: SQL): Promise<void> {
    await this.db
      .update(this.table)
      .set(values as never)
      .where(and(eq(this.table.organisationId, organisationId), ne(this.table.id, keep), where));
  }

  /** False when the record is gone, another organisation's or stale. */
  async remove(organisationId: string, id: string, version: number): Promise<boolean> {
    const rows = await this.db
      .delete(this.table)
      .where(and(eq(this.table.organisationId, organisationId), eq(this.table.id, id), eq(this.table.version, version)))
      .returning({ id: this.table.id });
    return rows.length > 0;
  }
}

export function configRepositoriesOf(db: Db) {
  return {
    priorities: new ConfigRecords(db, deskPriorities, [deskPriorities.order, deskPriorities.name]),
    statuses: new ConfigRecords(db, deskStatuses, [deskStatuses.order, deskStatuses.name]),
    slaPolicies: new ConfigRecords(db, deskSlaPolicies, [deskSlaPolicies.order, deskSlaPolicies.name]),
    ticketTypes: new ConfigRecords(db, deskTicketTypes, [deskTicketTypes.name]),
    serviceTypes: new ConfigRecords(db, deskServiceTypes, [deskServiceTypes.name]),
    categories: new ConfigRecords(db, deskCategories, [deskCategories.name]),
    tags: new ConfigRecords(db, deskTags, [deskTags.name]),
    channels: new ConfigRecords(db, deskChannels, [deskChannels.organisationId]),
  };
}
