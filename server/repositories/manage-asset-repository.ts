import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, manageAssets, users } from '../db/schema';
import { containing, orderOf, pageOf, type PageRequest } from './query-helpers';

/** Without the search vector, which only the database reads. */
export type AssetRow = Omit<typeof manageAssets.$inferSelect, 'search'>;
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

/** Letters and digits of the search, each a prefix: `acme-00012` finds ACME-000123. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
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
  location: manageAssets.location,
  purchaseDate: manageAssets.purchaseDate,
  costCents: manageAssets.costCents,
  supplier: manageAssets.supplier,
  invoiceNumber: manageAssets.invoiceNumber,
  warrantyEnd: manageAssets.warrantyEnd,
  endOfLife: manageAssets.endOfLife,
  notes: manageAssets.notes,
  customFields: manageAssets.customFields,
  photoUrl: manageAssets.photoUrl,
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

  /** The asset's own words through the GIN index, or an assignee whose name or address contains the text. */
  private searchOf(organisationId: string, text: string): SQL {
    const people = sql`${manageAssets.assigneeId} in (select ${users.id} from ${users} where ${users.organisationId} = ${organisationId}
      and (${users.name} ilike ${containing(text)} or ${users.email} ilike ${containing(text)}))`;
    const words = prefixQuery(text);
    return words ? sql`(${manageAssets.search} @@ to_tsquery('simple', ${words}) or ${people})` : people;
  }

  private select() {
    return this.db.select(withAssignee).from(manageAssets).leftJoin(users, eq(users.id, manageAssets.assigneeId));
  }

  async list(organisationId: string, request: AssetFilter & PageRequest): Promise<{ rows: AssetWithAssignee[]; total: number }> {
    const where = this.whereOf(organisationId, request);
    const { limit, offset } = pageOf(request);
    const rows = await this.select()
      .where(where)
      .orderBy(...orderOf(sortColumns, request.sort, 'assetTag', manageAssets.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(manageAssets).where(where);
    return { rows: rows.map(assigneeOf), total: counted?.total ?? 0 };
  }

  async all(organisationId: string, filter: AssetFilter, limit: number): Promise<AssetWithAssignee[]> {
    const rows = await this.select()
      .where(this.whereOf(organisationId, filter))
      .orderBy(...orderOf(sortColumns, filter.sort, 'assetTag', manageAssets.id))
      .limit(limit);
    return rows.map(assigneeOf);
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
    const [row] = await this.db
      .update(manageAssets)
      .set({ ...values, updatedAt: now, version: sql`${manageAssets.version} + 1` })
      .where(and(eq(manageAssets.organisationId, organisationId), eq(manageAssets.id, id), eq(manageAssets.version, version)))
      .returning({ version: manageAssets.version });
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
