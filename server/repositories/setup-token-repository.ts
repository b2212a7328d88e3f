import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { setupTokens } from '../db/schema';

export class SetupTokenRepository {
  constructor(private readonly db: Db) {}

  async create(tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db.delete(setupTokens).where(lt(setupTokens.expiresAt, now));
    await this.db.insert(setupTokens).values({ tokenHash, expiresAt });
  }

  /**
   * True when the token was valid; then every setup token is gone, since the portal is set up. Run it in the
   * transaction that founds the organisation: a concurrent second use waits on the row and finds it deleted.
   */
  async takeAll(tokenHash: string, now: Date): Promise<boolean> {
    const taken = await this.db
      .delete(setupTokens)
      .where(and(eq(setupTokens.tokenHash, tokenHash), gt(setupTokens.expiresAt, now)))
      .returning({ id: setupTokens.id });
    if (taken.length === 0) return false;
    await this.db.delete(setupTokens);
    return true;
  }
}
