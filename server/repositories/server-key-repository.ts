import { and, asc, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverKeys } from '../db/schema';

export type ServerKeyRow = typeof serverKeys.$inferSelect;

export class ServerKeyRepository {
  constructor(private readonly db: Db) {}

  all(): Promise<ServerKeyRow[]> {
    return this.db.select().from(serverKeys).orderBy(asc(serverKeys.createdAt));
  }

  /** Becomes the current key unless there is one: a server starting beside another loses to its key, not with an error. */
  async insertUnlessCurrent(row: Pick<ServerKeyRow, 'id' | 'key' | 'createdAt'>): Promise<void> {
    await this.db.insert(serverKeys).values(row).onConflictDoNothing();
  }

  /** Retires the current key, unless it is `keep`. */
  async retireCurrent(at: Date, keep?: string): Promise<void> {
    await this.db
      .update(serverKeys)
      .set({ retiredAt: at })
      .where(and(isNull(serverKeys.retiredAt), keep === undefined ? undefined : ne(serverKeys.key, keep)));
  }
}
