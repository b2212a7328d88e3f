import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema';

export type SettingsRow = typeof settings.$inferSelect;
export type SettingsValues = Pick<SettingsRow, 'language' | 'theme'>;

/** `userId` null is the organisation's defaults. */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async create(organisationId: string, userId: string | null, values: SettingsValues): Promise<SettingsRow> {
    const [row] = await this.db
      .insert(settings)
      .values({ organisationId, userId, ...values })
      .returning();
    return row!;
  }

  async find(organisationId: string, userId: string | null): Promise<SettingsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(settings)
      .where(and(eq(settings.organisationId, organisationId), userId ? eq(settings.userId, userId) : isNull(settings.userId)));
    return row;
  }

  /** Undefined when the version is stale: nothing is written then. */
  async update(
    organisationId: string,
    userId: string | null,
    values: Partial<SettingsValues>,
    version: number,
    now: Date,
  ): Promise<SettingsRow | undefined> {
    const [row] = await this.db
      .update(settings)
      .set({ ...values, version: sql`${settings.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(settings.organisationId, organisationId),
          userId ? eq(settings.userId, userId) : isNull(settings.userId),
          eq(settings.version, version),
        ),
      )
      .returning();
    return row;
  }
}
