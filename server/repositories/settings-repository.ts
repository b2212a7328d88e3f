import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema';
import { versionedUpdate } from './versioned-update';

export type SettingsRow = typeof settings.$inferSelect;
export type SettingsValues = Pick<SettingsRow, 'language' | 'theme'>;

const ownedBy = (userId: string | null) => (userId ? eq(settings.userId, userId) : isNull(settings.userId));

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

  /** The same settings for many people, in one statement. */
  async createMany(organisationId: string, userIds: readonly string[], values: SettingsValues): Promise<void> {
    if (userIds.length > 0) await this.db.insert(settings).values(userIds.map((userId) => ({ organisationId, userId, ...values })));
  }

  async find(organisationId: string, userId: string | null): Promise<SettingsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(settings)
      .where(and(eq(settings.organisationId, organisationId), ownedBy(userId)));
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
    return versionedUpdate(this.db, settings, { organisationId, version, where: ownedBy(userId) }, values, now);
  }
}
