import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginLinks } from '../db/schema';
import { nextVersion } from './versioned-update';

export type LoginLinkRow = typeof loginLinks.$inferSelect;

export class LoginLinkRepository {
  constructor(private readonly db: Db) {}

  async create(
    values: Pick<LoginLinkRow, 'organisationId' | 'userId' | 'createdByUserId' | 'impersonatorUserId' | 'tokenHash' | 'expiresAt'>,
  ): Promise<LoginLinkRow> {
    const [row] = await this.db.insert(loginLinks).values(values).returning();
    return row!;
  }

  /** The entry point of a redeem: the hash is the only thing a visitor has, so the lookup crosses organisations. */
  async findByTokenHash(tokenHash: string): Promise<LoginLinkRow | undefined> {
    const [row] = await this.db.select().from(loginLinks).where(eq(loginLinks.tokenHash, tokenHash));
    return row;
  }

  /** True for the one caller that used the link; a second, even concurrent, gets false. */
  async markUsed(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(loginLinks)
      .set({ usedAt: now, version: nextVersion(loginLinks.version) })
      .where(and(eq(loginLinks.id, id), isNull(loginLinks.usedAt)))
      .returning({ id: loginLinks.id });
    return rows.length > 0;
  }
}
