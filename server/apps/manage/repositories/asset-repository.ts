import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { ASSET_COUNT_CAP, CUSTOM_FIELD_NAMES_LIMIT } from '../../../../contract/apps/manage/asset-schemas';
import { auditLog, users } from '../../../db/schema';
import { manageAssetCounts, manageAssets } from '../schema/assets';
import { orderOf, pageOf, type PageRequest } from '../../../repositories/query-helpers';
import { versionedUpdate } from '../../../repositories/versioned-update';

/** Without the search vector and keys, which only the database reads. */
export type AssetRow = Omit<typeof manageAssets.$inferSelect, 'search' | 'tagKey' | 'serialKey'>;
export type NewAssetRow = Omit<typeof manageAssets.$inferInsert, 'id' | 'search' | 'createdAt' | 'version'>;
export type AssetValues = Partial<Omit<NewAssetRow, 'organisationId'>>;
export interface AssigneeRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}
export type AssetWithAssignee = AssetRow & { readonly assignee: AssigneeRow | null };

export interface AssetFilter {
  readonly q?: string | undefined;
  readonly productType?: string | undefined;
  readonly status?: string | undefined;
  readonly location?: string | undefined;
  readonly assigneeId?: string | undefined;
  readonly archived?: boolean | undefined;
  readonly sort?: string | undefined;
}

/**
 * The search as the text-search vector holds it: lower case, split wherever punctuation joins a word's parts, as
 * the parser splits "SN-ABCD" into "sn" and "abcd".
 */
export function vectorTerms(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 16);
}

/** The search in the form the tag and serial keys hold: lower case, each word without its punctuation. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter(Boolean)
    .slice(0, 8);
}

const columns = {
  id: manageAssets.id,
  organisationId: manageAssets.organisationId,
  assetTag: manageAssets.assetTag,
  serial: manageAssets.serial,
  productType: manageAssets.productType,
  manufacturer: manageAssets.manufacturer,
  model: manageAssets.model,
  specs: manageAssets.specs,
  status: manageAssets.status,
  condition: manageAssets.condition,
  assigneeId: manageAssets.assigneeId,
  assigneeLabel: manageAssets.assigneeLabel,
  location: manageAssets.location,
  purchaseDate: manageAssets.purchaseDate,
  costCents: manageAssets.costCents,
  supplier: manageAssets.supplier,
  invoiceNumber: manageAssets.invoiceNumber,
  warrantyEnd: manageAssets.warrantyEnd,
  endOfLife: manageAssets.endOfLife,
  notes: manageAssets.notes,
  customFields: manageAssets.customFields,
  photoKey: manageAssets.photoKey,
  archived: manageAssets.archived,
  createdAt: manageAssets.createdAt,
  updatedAt: manageAssets.updatedAt,
  version: manageAssets.version,
};
const withAssignee = { ...columns, assigneeName: users.name, assigneeEmail: users.email };

type JoinedRow = AssetRow & { assigneeName: string | null; assigneeEmail: string | null };

function assigneeOf({ assigneeName, assigneeEmail, ...row }: JoinedRow): AssetWithAssignee {
  const assignee = row.assigneeId && assigneeName && assigneeEmail ? { id: row.assigneeId, name: assigneeName, email: assigneeEmail } : null;
  return { ...row, assignee };
}

const sortColumns = {
  assetTag: manageAssets.assetTag,
  serial: manageAssets.serial,
  model: manageAssets.model,
  status: manageAssets.status,
  purchaseDate: manageAssets.purchaseDate,
  warrantyEnd: manageAssets.warrantyEnd,
  updatedAt: manageAssets.updatedAt,
};

export class ManageAssetRepository {
  constructor(private readonly db: Db) {}

  whereOf(organisationId: string, filter: AssetFilter): SQL | undefined {
    return and(
      eq(manageAssets.organisationId, organisationId),
      eq(manageAssets.archived, filter.archived ?? false),
      filter.productType ? eq(manageAssets.productType, filter.productType as AssetRow['productType']) : undefined,
      filter.status ? eq(manageAssets.status, filter.status as AssetRow['status']) : undefined,
      filter.location ? eq(manageAssets.location, filter.location) : undefined,
      filter.assigneeId ? eq(manageAssets.assigneeId, filter.assigneeId) : undefined,
      filter.q ? this.searchOf(organisationId, filter.q) : undefined,
    );
  }

  /**
   * Every word must prefix a word of the vector (GIN); a single word that holds a digit, which is how people type a
   * tag or serial, may also prefix the run-together tag or serial key (btree). Those three lookups are handed over
   * as an array of ids: as a plain OR, or as IN (subquery), the planner misjudges the GIN prefix and reads the
   * whole table, and letters-only words keep the vector alone because their matches can be many.
   */
  private searchOf(organisationId: string, text: string): SQL {
    const words = searchWords(text);
    if (words.length === 0) return sql`false`;
    const vectorMatches = (terms: readonly string[]) =>
      sql`${manageAssets.search} @@ to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
    // Letters joined by punctuation ("SN-KXQW") are asked part by part, as the vector's parser split them.
    if (words.length > 1 || !/\d/.test(words[0]!)) return vectorMatches(vectorTerms(text));
    // A tag or serial typed whole ("ACME-0001") is the keys' to find; its parts would each match most of the fleet.
    const vector = vectorMatches(words);
    const prefix = `${words[0]}%`;
    const ids = (condition: SQL) =>
      sql`select ${manageAssets.id} from ${manageAssets} where ${manageAssets.organisationId} = ${organisationId} and ${condition}`;
    const tag = ids(sql`${manageAssets.tagKey} like ${prefix}`);
    const serial = ids(sql`${manageAssets.serialKey} like ${prefix}`);
    return sql`${manageAssets.id} = any(array(${tag} union ${serial} union ${ids(vector)}))`;
  }

  private select() {
    return this.db.select(withAssignee).from(manageAssets).leftJoin(users, eq(users.id, manageAssets.assigneeId));
  }

  async list(organisationId: string, request: AssetFilter & PageRequest): Promise<{ rows: AssetWithAssignee[]; total: number; totalCapped: boolean }> {
    const where = this.whereOf(organisationId, request);
    const { limit, offset } = pageOf(request);
    // The page and its total are independent: asked together, a request waits for the slower, not for both.
    const [rows, counted] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(...orderOf(sortColumns, request.sort, 'assetTag', manageAssets.id))
        .limit(limit)
        .offset(offset),
      this.count(organisationId, request, where),
    ]);
    return { rows: rows.map(assigneeOf), ...counted };
  }

  /**
   * Without a search or a person, the total is a sum over the trigger-kept counts; otherwise the matches are
   * counted, up to the cap.
   */
  private async count(organisationId: string, filter: AssetFilter, where: SQL | undefined): Promise<{ total: number; totalCapped: boolean }> {
    if (!filter.q && !filter.assigneeId) {
      const c = manageAssetCounts;
      const [summed] = await this.db
        .select({ total: sql<number>`coalesce(sum(${c.n}), 0)::int` })
        .from(c)
        .where(
          and(
            eq(c.organisationId, organisationId),
            eq(c.archived, filter.archived ?? false),
            filter.productType ? eq(c.productType, filter.productType) : undefined,
            filter.status ? eq(c.status, filter.status) : undefined,
            filter.location ? eq(c.location, filter.location) : undefined,
          ),
        );
      return { total: summed?.total ?? 0, totalCapped: false };
    }
    const matches = this.db.select({ one: sql`1` }).from(manageAssets).where(where).limit(ASSET_COUNT_CAP + 1).as('matches');
    const [counted] = await this.db.select({ total: count() }).from(matches);
    const total = counted?.total ?? 0;
    return { total: Math.min(total, ASSET_COUNT_CAP), totalCapped: total > ASSET_COUNT_CAP };
  }

  async all(organisationId: string, filter: AssetFilter, limit: number): Promise<AssetWithAssignee[]> {
    const rows = await this.select()
      .where(this.whereOf(organisationId, filter))
      .orderBy(...orderOf(sortColumns, filter.sort, 'assetTag', manageAssets.id))
      .limit(limit);
    return rows.map(assigneeOf);
  }

  /** The custom field names the working assets of one type use, with how many use each, most used first. */
  async customFieldNames(organisationId: string, productType: AssetRow['productType']): Promise<{ key: string; count: number }[]> {
    const keys = this.db
      .select({ key: sql<string>`jsonb_object_keys(${manageAssets.customFields})`.as('key') })
      .from(manageAssets)
      .where(and(eq(manageAssets.organisationId, organisationId), eq(manageAssets.productType, productType), eq(manageAssets.archived, false)))
      .as('keys');
    const uses = count();
    return this.db.select({ key: keys.key, count: uses }).from(keys).groupBy(keys.key).orderBy(desc(uses), keys.key).limit(CUSTOM_FIELD_NAMES_LIMIT);
  }

  async find(organisationId: string, id: string): Promise<AssetWithAssignee | undefined> {
    const [row] = await this.select().where(and(eq(manageAssets.organisationId, organisationId), eq(manageAssets.id, id)));
    return row && assigneeOf(row);
  }

  async findMany(organisationId: string, ids: readonly string[]): Promise<AssetWithAssignee[]> {
    if (ids.length === 0) return [];
    const rows = await this.select().where(and(eq(manageAssets.organisationId, organisationId), inArray(manageAssets.id, [...ids])));
    return rows.map(assigneeOf);
  }

  async heldBy(organisationId: string, userId: string): Promise<AssetWithAssignee[]> {
    const rows = await this.select()
      .where(and(eq(manageAssets.organisationId, organisationId), eq(manageAssets.assigneeId, userId)))
      .orderBy(manageAssets.assetTag);
    return rows.map(assigneeOf);
  }

  async findByTagOrSerial(organisationId: string, assetTag: string, serial: string | null): Promise<AssetRow | undefined> {
    const match = serial
      ? sql`(${manageAssets.assetTag} = ${assetTag} or ${manageAssets.serial} = ${serial})`
      : eq(manageAssets.assetTag, assetTag);
    const [row] = await this.db.select(columns).from(manageAssets).where(and(eq(manageAssets.organisationId, organisationId), match)).limit(1);
    return row;
  }

  async insert(values: NewAssetRow): Promise<string> {
    const [row] = await this.db.insert(manageAssets).values(values).returning({ id: manageAssets.id });
    return row!.id;
  }

  /** One statement for many rows: the demo seed and the large seed both load this way. */
  async insertMany(values: readonly NewAssetRow[]): Promise<void> {
    if (values.length > 0) await this.db.insert(manageAssets).values([...values]);
  }

  /** Undefined when the version is stale: nothing is written then. */
  async update(organisationId: string, id: string, version: number, values: AssetValues, now: Date): Promise<number | undefined> {
    const row = await versionedUpdate(this.db, manageAssets, { organisationId, id, version }, values, now, { version: manageAssets.version });
    return row?.version;
  }

  /** An asset's entries in the trail, newest first. */
  async activity(organisationId: string, id: string, request: PageRequest) {
    const where = and(eq(auditLog.organisationId, organisationId), eq(auditLog.entityType, 'asset'), eq(auditLog.entityId, id));
    const { limit, offset } = pageOf(request);
    const rows = await this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(auditLog).where(where);
    return { rows, total: counted?.total ?? 0 };
  }
}
