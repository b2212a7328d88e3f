import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { organisations } from '../db/schema';
import { nextVersion } from './versioned-update';

export type OrganisationRow = typeof organisations.$inferSelect;

export class OrganisationRepository {
  constructor(private readonly db: Db) {}

  async create(name: string): Promise<OrganisationRow> {
    const [row] = await this.db.insert(organisations).values({ name }).returning();
    return row!;
  }

  async find(id: string): Promise<OrganisationRow | undefined> {
    const [row] = await this.db.select().from(organisations).where(eq(organisations.id, id));
    return row;
  }

  async any(): Promise<boolean> {
    const [row] = await this.db.select({ id: organisations.id }).from(organisations).limit(1);
    return row !== undefined;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db
      .update(organisations)
      .set({ name, version: nextVersion(organisations.version) })
      .where(eq(organisations.id, id));
  }

  /** The organisation's look and date order, changed against the version read; false when someone saved in between. */
  async updateProfile(id: string, version: number, values: Partial<Pick<OrganisationRow, 'logoKey' | 'brandColour' | 'dateRegion'>>): Promise<boolean> {
    const rows = await this.db
      .update(organisations)
      .set({ ...values, version: nextVersion(organisations.version) })
      .where(and(eq(organisations.id, id), eq(organisations.version, version)))
      .returning({ id: organisations.id });
    return rows.length > 0;
  }
}
