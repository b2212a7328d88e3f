import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { lockedRow, type Db } from '../../../kernel';
import type { BuybackStatus } from '../../../../src/apps/returns/domain/buyback-status';
import type { BuybackRules } from '../../../../src/apps/returns/domain/buyback-rules';
import { returnsBuybackPhotos, returnsBuybackRules, returnsBuybacks, returnsWipeCertificates } from '../schema/buyback';

export type BuybackRow = typeof returnsBuybacks.$inferSelect;
export type NewBuybackRow = Omit<typeof returnsBuybacks.$inferInsert, 'id' | 'version' | 'updatedAt'>;
export type BuybackValues = Partial<Omit<NewBuybackRow, 'organisationId' | 'personId' | 'assetId'>>;
export type CertificateRow = typeof returnsWipeCertificates.$inferSelect;
export type PhotoRow = typeof returnsBuybackPhotos.$inferSelect;

/** Buybacks, their rules' versions, photos and certificates; every query scoped by organisation. */
export class BuybackRepository {
  constructor(private readonly db: Db) {}

  /** The newest rules, or undefined before an admin saved any (the defaults then apply, as version 1). */
  async currentRules(organisationId: string): Promise<BuybackRules | undefined> {
    const [row] = await this.db.select().from(returnsBuybackRules).where(eq(returnsBuybackRules.organisationId, organisationId)).orderBy(desc(returnsBuybackRules.version)).limit(1);
    return row && { ...row.rules, version: row.version };
  }

  async rulesOfVersion(organisationId: string, version: number): Promise<BuybackRules | undefined> {
    const [row] = await this.db
      .select()
      .from(returnsBuybackRules)
      .where(and(eq(returnsBuybackRules.organisationId, organisationId), eq(returnsBuybackRules.version, version)));
    return row && { ...row.rules, version: row.version };
  }

  /** A new version; false when another save took the version first (the unique index refuses it). */
  async addRules(organisationId: string, rules: BuybackRules, createdById: string): Promise<boolean> {
    const { version, ...values } = rules;
    const rows = await this.db.insert(returnsBuybackRules).values({ organisationId, version, rules: values, createdById }).onConflictDoNothing().returning({ id: returnsBuybackRules.id });
    return rows.length > 0;
  }

  async insert(values: NewBuybackRow): Promise<BuybackRow> {
    const [row] = await this.db.insert(returnsBuybacks).values(values).returning();
    return row!;
  }

  async find(organisationId: string, id: string): Promise<BuybackRow | undefined> {
    const [row] = await this.db.select().from(returnsBuybacks).where(and(eq(returnsBuybacks.organisationId, organisationId), eq(returnsBuybacks.id, id)));
    return row;
  }

  /** Locked until the transaction ends: the person and the desk act on one buyback one after the other. */
  lock(organisationId: string, id: string): Promise<BuybackRow | undefined> {
    return lockedRow(this.db, returnsBuybacks, organisationId, id);
  }

  async set(organisationId: string, id: string, values: BuybackValues, now: Date): Promise<BuybackRow> {
    const [row] = await this.db
      .update(returnsBuybacks)
      .set({ ...values, updatedAt: now, version: sql`${returnsBuybacks.version} + 1` })
      .where(and(eq(returnsBuybacks.organisationId, organisationId), eq(returnsBuybacks.id, id)))
      .returning();
    return row!;
  }

  async list(organisationId: string, filter: { personId?: string; statuses?: readonly BuybackStatus[]; assetIds?: readonly string[] }): Promise<BuybackRow[]> {
    return this.db
      .select()
      .from(returnsBuybacks)
      .where(
        and(
          eq(returnsBuybacks.organisationId, organisationId),
          filter.personId ? eq(returnsBuybacks.personId, filter.personId) : undefined,
          filter.statuses ? inArray(returnsBuybacks.status, [...filter.statuses]) : undefined,
          filter.assetIds ? inArray(returnsBuybacks.assetId, [...filter.assetIds]) : undefined,
        ),
      )
      .orderBy(desc(returnsBuybacks.quotedAt))
      .limit(500);
  }

  async addPhoto(values: Omit<typeof returnsBuybackPhotos.$inferInsert, 'id' | 'createdAt'>): Promise<PhotoRow> {
    const [row] = await this.db.insert(returnsBuybackPhotos).values(values).returning();
    return row!;
  }

  async photos(organisationId: string, buybackId: string): Promise<PhotoRow[]> {
    return this.db
      .select()
      .from(returnsBuybackPhotos)
      .where(and(eq(returnsBuybackPhotos.organisationId, organisationId), eq(returnsBuybackPhotos.buybackId, buybackId)));
  }

  /** The certificate, or the one recorded first when two desks record at once. */
  async addCertificate(values: Omit<typeof returnsWipeCertificates.$inferInsert, 'id'>): Promise<{ row: CertificateRow; created: boolean }> {
    const [created] = await this.db.insert(returnsWipeCertificates).values(values).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    return { row: (await this.certificateOf(values.organisationId, values.buybackId))!, created: false };
  }

  async certificateOf(organisationId: string, buybackId: string): Promise<CertificateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(returnsWipeCertificates)
      .where(and(eq(returnsWipeCertificates.organisationId, organisationId), eq(returnsWipeCertificates.buybackId, buybackId)));
    return row;
  }

  async certificatesOf(organisationId: string, buybackIds: readonly string[]): Promise<CertificateRow[]> {
    if (buybackIds.length === 0) return [];
    return this.db
      .select()
      .from(returnsWipeCertificates)
      .where(and(eq(returnsWipeCertificates.organisationId, organisationId), inArray(returnsWipeCertificates.buybackId, [...buybackIds])));
  }
}
