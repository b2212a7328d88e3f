import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import { campaignLinks } from '../schema/campaigns';

export type CampaignLinkRow = typeof campaignLinks.$inferSelect;
export type NewCampaignLinkRow = Omit<typeof campaignLinks.$inferInsert, 'createdAt'>;

/** People's public links by the hash of their token; the token itself is never stored. */
export class CampaignLinkRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewCampaignLinkRow): Promise<CampaignLinkRow> {
    const [row] = await this.db.insert(campaignLinks).values(values).returning();
    return row!;
  }

  /** Across organisations: the token alone names the link, whoever opens it. */
  async findByHash(tokenHash: string): Promise<CampaignLinkRow | undefined> {
    const [row] = await this.db.select().from(campaignLinks).where(eq(campaignLinks.tokenHash, tokenHash));
    return row;
  }

  /** The newest link of each person, revoked or not. */
  async latestOf(organisationId: string, personIds: readonly string[]): Promise<Map<string, CampaignLinkRow>> {
    if (personIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([campaignLinks.personId])
      .from(campaignLinks)
      .where(and(eq(campaignLinks.organisationId, organisationId), inArray(campaignLinks.personId, [...personIds])))
      .orderBy(campaignLinks.personId, desc(campaignLinks.createdAt));
    return new Map(rows.map((row) => [row.personId, row]));
  }

  async revokeAll(organisationId: string, personId: string, now: Date): Promise<void> {
    await this.db
      .update(campaignLinks)
      .set({ revokedAt: now })
      .where(and(eq(campaignLinks.organisationId, organisationId), eq(campaignLinks.personId, personId), isNull(campaignLinks.revokedAt)));
  }

  /** Ends the campaign's links still working: all of them, or only those never opened. */
  async revokeCampaign(organisationId: string, campaignId: string, now: Date, which: 'all' | 'unopened'): Promise<void> {
    await this.db
      .update(campaignLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(campaignLinks.organisationId, organisationId),
          eq(campaignLinks.campaignId, campaignId),
          isNull(campaignLinks.revokedAt),
          which === 'unopened' ? isNull(campaignLinks.openedAt) : undefined,
        ),
      );
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db.update(campaignLinks).set({ lastSentAt: now }).where(eq(campaignLinks.id, id));
  }

  async markOpened(id: string, now: Date): Promise<void> {
    await this.db.update(campaignLinks).set({ openedAt: now }).where(and(eq(campaignLinks.id, id), isNull(campaignLinks.openedAt)));
  }
}
