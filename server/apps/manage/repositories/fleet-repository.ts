import { and, asc, eq, inArray, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, FleetAsset, FleetDevice, FleetQuery, PurchasedAsset } from '../../../kernel';
import { manageAssets } from '../schema/assets';
import { assetSearchOf } from './asset-repository';

/** The fleet as other apps read it through the asset lifecycle port: live (not archived) assets, a few columns. */
export class ManageFleetRepository {
  constructor(private readonly db: Db) {}

  async devices(organisationId: string, query: FleetQuery): Promise<FleetDevice[]> {
    const where: (SQL | undefined)[] = [eq(manageAssets.organisationId, organisationId), eq(manageAssets.archived, false)];
    if (query.holderIds) where.push(query.holderIds.length ? inArray(manageAssets.assigneeId, [...query.holderIds]) : eq(manageAssets.id, manageAssets.organisationId));
    if (query.assetIds) where.push(query.assetIds.length ? inArray(manageAssets.id, [...query.assetIds]) : eq(manageAssets.id, manageAssets.organisationId));
    if (query.serials) where.push(query.serials.length ? inArray(manageAssets.serial, [...query.serials]) : eq(manageAssets.id, manageAssets.organisationId));
    if (query.purchasedBefore) where.push(lt(manageAssets.purchaseDate, query.purchasedBefore));
    if (query.heldOnly) where.push(isNotNull(manageAssets.assigneeId));
    if (query.search) where.push(assetSearchOf(organisationId, query.search));
    return this.db
      .select({
        assetId: manageAssets.id,
        assetTag: manageAssets.assetTag,
        serial: manageAssets.serial,
        model: manageAssets.model,
        productType: manageAssets.productType,
        purchaseDate: manageAssets.purchaseDate,
        status: manageAssets.status,
        holderId: manageAssets.assigneeId,
      })
      .from(manageAssets)
      .where(and(...where))
      .orderBy(asc(manageAssets.purchaseDate), asc(manageAssets.assetTag))
      .limit(query.limit);
  }

  /** The fleet with what its book value is worked out from (the service adds it, as Manage's own answers do). */
  inventory(organisationId: string): Promise<(Omit<FleetAsset, 'bookValueCents'> & { modelId: string | null; costCents: number | null; statusLabelId: string | null })[]> {
    return this.db
      .select({
        assetId: manageAssets.id,
        assetTag: manageAssets.assetTag,
        serial: manageAssets.serial,
        manufacturer: manageAssets.manufacturer,
        model: manageAssets.model,
        productType: manageAssets.productType,
        purchaseDate: manageAssets.purchaseDate,
        status: manageAssets.status,
        locationId: manageAssets.locationId,
        holderId: manageAssets.assigneeId,
        modelId: manageAssets.modelId,
        costCents: manageAssets.costCents,
        statusLabelId: manageAssets.statusLabelId,
      })
      .from(manageAssets)
      .where(and(eq(manageAssets.organisationId, organisationId), eq(manageAssets.archived, false)))
      .orderBy(asc(manageAssets.assetTag));
  }

  /** The assets an order's devices became, in the order they were made (DH12-2 before DH12-10), with the state a hand-over decides on. */
  purchased(organisationId: string, orderId: string): Promise<(PurchasedAsset & { readonly status: string; readonly archived: boolean })[]> {
    return this.db
      .select({
        assetId: manageAssets.id,
        assetTag: manageAssets.assetTag,
        serial: manageAssets.serial,
        lineId: sql<string>`${manageAssets.purchaseLineId}`,
        unit: sql<number>`${manageAssets.purchaseUnit}`,
        status: manageAssets.status,
        archived: manageAssets.archived,
      })
      .from(manageAssets)
      .where(and(eq(manageAssets.organisationId, organisationId), eq(manageAssets.purchaseOrderId, orderId)))
      .orderBy(sql`length(${manageAssets.assetTag})`, asc(manageAssets.assetTag));
  }

  /** Which of these serials an asset has already, archived or not (the serial index spans both). */
  /** The tags that start so (a bought order's `DH12-`), whoever gave them. */
  async tagsStartingWith(organisationId: string, prefix: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ assetTag: manageAssets.assetTag })
      .from(manageAssets)
      .where(and(eq(manageAssets.organisationId, organisationId), like(manageAssets.assetTag, `${prefix.replace(/[\\%_]/g, '\\$&')}%`)));
    return new Set(rows.map((row) => row.assetTag));
  }

  async takenSerials(organisationId: string, serials: readonly string[]): Promise<string[]> {
    if (serials.length === 0) return [];
    const rows = await this.db
      .select({ serial: manageAssets.serial })
      .from(manageAssets)
      .where(and(eq(manageAssets.organisationId, organisationId), inArray(manageAssets.serial, [...serials])));
    return rows.flatMap((row) => (row.serial === null ? [] : [row.serial]));
  }
}
