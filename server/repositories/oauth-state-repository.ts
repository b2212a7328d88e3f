import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { oauthStates } from '../db/schema';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export class OAuthStateRepository {
  constructor(private readonly db: Db) {}

  async create(values: Pick<OAuthStateRow, 'provider' | 'stateHash' | 'nonce' | 'codeVerifier' | 'expiresAt'>, now: Date) {
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    await this.db.insert(oauthStates).values(values);
  }

  /** Deletes and returns the state: each one completes at most one sign-in. */
  async take(provider: string, stateHash: string, now: Date): Promise<OAuthStateRow | undefined> {
    const [row] = await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.provider, provider), eq(oauthStates.stateHash, stateHash), gt(oauthStates.expiresAt, now)))
      .returning();
    return row;
  }
}
