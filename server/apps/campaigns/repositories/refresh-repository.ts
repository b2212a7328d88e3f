import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { versionedUpdate, type Db } from '../../../kernel';
import { refreshCharges, refreshDiagnostics, refreshGoLinks, refreshGoStarts } from '../schema/refresh';

export type RefreshDiagnosticRow = typeof refreshDiagnostics.$inferSelect;
export type NewRefreshDiagnosticRow = Omit<typeof refreshDiagnostics.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;
export type RefreshDiagnosticValues = Partial<Omit<NewRefreshDiagnosticRow, 'organisationId' | 'campaignId' | 'personId' | 'deviceId'>>;
export type NewRefreshChargeRow = Omit<typeof refreshCharges.$inferInsert, 'id' | 'createdAt'>;
export type RefreshGoLinkRow = typeof refreshGoLinks.$inferSelect;
export type NewRefreshGoStartRow = Omit<typeof refreshGoStarts.$inferInsert, 'id' | 'createdAt'>;

/** Refresh Buy's diagnostics and charges, Refresh Go's shareable links and starts; every query scoped by organisation. */
export class RefreshRepository {
  constructor(private readonly db: Db) {}

  async diagnosticsOfPerson(organisationId: string, personId: string): Promise<RefreshDiagnosticRow[]> {
    return this.db
      .select()
      .from(refreshDiagnostics)
      .where(and(eq(refreshDiagnostics.organisationId, organisationId), eq(refreshDiagnostics.personId, personId)));
  }

  async diagnosticsOfCampaign(organisationId: string, campaignId: string): Promise<RefreshDiagnosticRow[]> {
    return this.db
      .select()
      .from(refreshDiagnostics)
      .where(and(eq(refreshDiagnostics.organisationId, organisationId), eq(refreshDiagnostics.campaignId, campaignId)))
      .orderBy(asc(refreshDiagnostics.createdAt), asc(refreshDiagnostics.id));
  }

  async insertDiagnostic(values: NewRefreshDiagnosticRow): Promise<RefreshDiagnosticRow> {
    const [row] = await this.db.insert(refreshDiagnostics).values(values).returning();
    return row!;
  }

  /** Undefined when someone else changed the diagnostic since it was read: nothing is written then. */
  updateDiagnostic(organisationId: string, id: string, version: number, values: RefreshDiagnosticValues, now: Date) {
    return versionedUpdate(this.db, refreshDiagnostics, { organisationId, id, version }, values, now);
  }

  async insertCharge(values: NewRefreshChargeRow): Promise<void> {
    await this.db.insert(refreshCharges).values(values);
  }

  async chargesOf(organisationId: string, diagnosticIds: readonly string[]) {
    if (diagnosticIds.length === 0) return [];
    return this.db
      .select()
      .from(refreshCharges)
      .where(and(eq(refreshCharges.organisationId, organisationId), inArray(refreshCharges.diagnosticId, [...diagnosticIds])));
  }

  /** Across organisations: the token alone names the campaign, whoever opens it. */
  async goLinkByToken(token: string): Promise<RefreshGoLinkRow | undefined> {
    const [row] = await this.db.select().from(refreshGoLinks).where(eq(refreshGoLinks.token, token));
    return row;
  }

  async goLinkOf(organisationId: string, campaignId: string): Promise<RefreshGoLinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(refreshGoLinks)
      .where(and(eq(refreshGoLinks.organisationId, organisationId), eq(refreshGoLinks.campaignId, campaignId)));
    return row;
  }

  /** A new token replaces the campaign's old one, which stops opening. */
  async replaceGoLink(organisationId: string, campaignId: string, token: string, now: Date): Promise<RefreshGoLinkRow> {
    const [row] = await this.db
      .insert(refreshGoLinks)
      .values({ organisationId, campaignId, token, createdAt: now })
      .onConflictDoUpdate({ target: refreshGoLinks.campaignId, set: { token, revokedAt: null, createdAt: now } })
      .returning();
    return row!;
  }

  async goStartOf(organisationId: string, campaignId: string, userId: string) {
    const [row] = await this.db
      .select()
      .from(refreshGoStarts)
      .where(and(eq(refreshGoStarts.organisationId, organisationId), eq(refreshGoStarts.campaignId, campaignId), eq(refreshGoStarts.userId, userId)));
    return row;
  }

  /** The Recover campaign an earlier start of this Refresh Go campaign opened for the returns, if any. */
  async returnCampaignOf(organisationId: string, campaignId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: refreshGoStarts.returnCampaignId })
      .from(refreshGoStarts)
      .where(and(eq(refreshGoStarts.organisationId, organisationId), eq(refreshGoStarts.campaignId, campaignId), isNotNull(refreshGoStarts.returnCampaignId)))
      .limit(1);
    return row?.id ?? null;
  }

  async insertGoStart(values: NewRefreshGoStartRow): Promise<void> {
    await this.db.insert(refreshGoStarts).values(values);
  }
}
