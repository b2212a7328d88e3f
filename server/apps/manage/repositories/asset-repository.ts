import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { orderOf, pageOf, versionedUpdate, type Db, type PageRequest } from '../../../kernel';
import { auditLog, users } from '../../../kernel-schema';
import { ASSET_COUNT_CAP, CUSTOM_FIELD_NAMES_LIMIT } from '../../../../contract/apps/manage/asset-schemas';
import { manageAssetCounts, manageAssets } from '../schema/assets';

/** Without the search vector and keys, which only the database reads, and the purchase key, which only the fleet port reads. */
export type AssetRow = Omit<typeof manageAssets.$inferSelect, 'search' | 'tagKey' | 'serialKey' | 'purchaseOrderId' | 'purchaseLineId' | 'purchaseUnit'>;
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
  readonly locationId?: string | undefined;
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
  locationId: manageAssets.locationId,
  purchaseDate: manageAssets.purchaseDate,
  costCents: manageAssets.costCents,
  supplier: manageAssets.supplier,
  invoiceNumber: manageAssets.invoiceNumber,
  warrantyEnd: manageAssets.warrantyEnd,
  endOfLife: manageAssets.endOfLife,
  notes: manageAssets.notes,
  customFields: manageAssets.customFields,
  modelId: manageAssets.modelId,
  statusLabelId: manageAssets.statusLabelId,
  photoKey: manageAssets.photoKey,
  archived: manageAssets.archived,
  createdAt: manageAssets.createdAt,
  updatedAt: manageAssets.updatedAt,
  version: manageAssets.version,
};
const withAssignee = { ...columns, assigneeName: users.name, assigneeEmail: users.email };

type JoinedRow = AssetRow & { assigneeName: string | null; assigneeEmail: string | null };

/**
 * The row with its assignee as one object. The joined columns stay on it: rows go out only through answers and
 * exports, which name their fields, and copying 28 fields without two of them costs more than the query's parse.
 */
function assigneeOf(row: JoinedRow): AssetWithAssignee {
  const { assigneeId, assigneeName, assigneeEmail } = row;
  const assignee = assigneeId && assigneeName && assigneeEmail ? { id: assigneeId, name: assigneeName, email: assigneeEmail } : null;
  return Object.assign(row, { assignee });
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

/** How a search is asked: not at all, by the words' vector alone, or also as a tag or serial typed whole. */
type SearchPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'vector'; readonly query: string }
  | { readonly kind: 'keys'; readonly query: string; readonly prefix: string };

const tsQueryOf = (terms: readonly string[]) => terms.map((term) => `${term}:*`).join(' & ');

/**
 * Every word must prefix a word of the vector (GIN); a single word that holds a digit, which is how people type a
 * tag or serial, may also prefix the run-together tag or serial key (btree). Letters joined by punctuation
 * ("SN-KXQW") are asked part by part, as the vector's parser split them; a tag or serial typed whole ("ACME-0001")
 * is the keys' to find, since its parts would each match most of the fleet.
 */
function searchPlanOf(text: string | undefined): SearchPlan {
  if (!text) return { kind: 'none' };
  const words = searchWords(text);
  if (words.length === 0) return { kind: 'nothing' };
  if (words.length > 1 || !/\d/.test(words[0]!)) return { kind: 'vector', query: tsQueryOf(vectorTerms(text)) };
  return { kind: 'keys', query: tsQueryOf(words), prefix: `${words[0]}%` };
}

/** A filter's value as the statement takes it: the value itself, or a placeholder of a prepared statement. */
type Bind = (name: keyof ListValues, value: unknown) => unknown;
const placeholder: Bind = (name) => sql.placeholder(name);

interface ListValues {
  readonly organisationId: string;
  readonly archived: boolean;
  readonly productType: string | undefined;
  readonly status: string | undefined;
  readonly locationId: string | undefined;
  readonly assigneeId: string | undefined;
  readonly query: string | undefined;
  readonly prefix: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

function whereOf(filter: AssetFilter, search: SearchPlan, bind: Bind): SQL | undefined {
  const organisationId = bind('organisationId', null) as string;
  return and(
    eq(manageAssets.organisationId, organisationId),
    eq(manageAssets.archived, bind('archived', filter.archived ?? false) as boolean),
    filter.productType ? eq(manageAssets.productType, bind('productType', filter.productType) as AssetRow['productType']) : undefined,
    filter.status ? eq(manageAssets.status, bind('status', filter.status) as AssetRow['status']) : undefined,
    filter.locationId ? eq(manageAssets.locationId, bind('locationId', filter.locationId) as string) : undefined,
    filter.assigneeId ? eq(manageAssets.assigneeId, bind('assigneeId', filter.assigneeId) as string) : undefined,
    searchOf(search, organisationId, bind),
  );
}

/**
 * The three lookups of a tag or serial search are handed over as an array of ids: as a plain OR, or as IN
 * (subquery), the planner misjudges the GIN prefix and reads the whole table.
 */
function searchOf(search: SearchPlan, organisationId: string, bind: Bind): SQL | undefined {
  if (search.kind === 'none') return undefined;
  if (search.kind === 'nothing') return sql`false`;
  const vector = sql`${manageAssets.search} @@ to_tsquery('simple', ${bind('query', search.query)})`;
  if (search.kind === 'vector') return vector;
  const prefix = bind('prefix', search.prefix);
  const ids = (condition: SQL) =>
    sql`select ${manageAssets.id} from ${manageAssets} where ${manageAssets.organisationId} = ${organisationId} and ${condition}`;
  const tag = ids(sql`${manageAssets.tagKey} like ${prefix}`);
  const serial = ids(sql`${manageAssets.serialKey} like ${prefix}`);
  return sql`${manageAssets.id} = any(array(${tag} union ${serial} union ${ids(vector)}))`;
}

/** The list's search alone, as a condition: what a person typed in another app, found as the list finds it. */
export function assetSearchOf(organisationId: string, text: string): SQL | undefined {
  return searchOf(searchPlanOf(text), organisationId, (_name, value) => value);
}

/** Without a search or a person, the total is a sum over the trigger-kept counts, exact at any size. */
const countsKept = (filter: AssetFilter, search: SearchPlan) => search.kind === 'none' && !filter.assigneeId;

/** The total: from the kept counts where they answer, otherwise the matches counted up to one past the cap. */
function totalOf(filter: AssetFilter, search: SearchPlan, bind: Bind): SQL<number> {
  if (countsKept(filter, search)) {
    const c = manageAssetCounts;
    const where = and(
      eq(c.organisationId, bind('organisationId', null) as string),
      eq(c.archived, bind('archived', filter.archived ?? false) as boolean),
      filter.productType ? eq(c.productType, bind('productType', filter.productType) as string) : undefined,
      filter.status ? eq(c.status, bind('status', filter.status) as string) : undefined,
      filter.locationId ? eq(c.locationId, bind('locationId', filter.locationId) as string) : undefined,
    );
    return sql<number>`(select coalesce(sum(${c.n}), 0)::int from ${c} where ${where})`;
  }
  const matches = sql`select 1 from ${manageAssets} where ${whereOf(filter, search, bind)} limit ${ASSET_COUNT_CAP + 1}`;
  return sql<number>`(select count(*)::int from (${matches}) as matches)`;
}

/** What decides a list statement's text: which filters are set, how the search is asked, and the sort. */
function shapeOf(filter: AssetFilter, search: SearchPlan): string {
  const set = (value: unknown) => (value ? '1' : '0');
  return [set(filter.productType), set(filter.status), set(filter.locationId), set(filter.assigneeId), search.kind, filter.sort ?? ''].join('');
}

type ListRow = JoinedRow & { total: number };
interface ListStatement {
  execute(values: ListValues): Promise<ListRow[]>;
}

/** Each database's list statements by shape: built once, then only their values change from call to call. */
const listStatements = new WeakMap<Db, Map<string, ListStatement>>();

export class ManageAssetRepository {
  constructor(private readonly db: Db) {}

  whereOf(organisationId: string, filter: AssetFilter): SQL | undefined {
    const bindOrganisation: Bind = (name, value) => (name === 'organisationId' ? organisationId : value);
    return whereOf(filter, searchPlanOf(filter.q), bindOrganisation);
  }

  private select() {
    return this.db.select(withAssignee).from(manageAssets).leftJoin(users, eq(users.id, manageAssets.assigneeId));
  }

  /**
   * One page and its total in one statement, prepared once per shape of filter: the list is what every screen of
   * Manage asks first, and building its SQL and a second round trip cost more than the query itself.
   */
  async list(organisationId: string, request: AssetFilter & PageRequest): Promise<{ rows: AssetWithAssignee[]; total: number; totalCapped: boolean }> {
    const search = searchPlanOf(request.q);
    const { limit, offset } = pageOf(request);
    const values: ListValues = {
      organisationId,
      archived: request.archived ?? false,
      productType: request.productType,
      status: request.status,
      locationId: request.locationId,
      assigneeId: request.assigneeId,
      query: search.kind === 'vector' || search.kind === 'keys' ? search.query : undefined,
      prefix: search.kind === 'keys' ? search.prefix : undefined,
      limit,
      offset,
    };
    const found = await this.listStatement(request, search).execute(values);
    // A page past the end has no row to carry the total: only then is it asked on its own.
    const total = found[0]?.total ?? (offset > 0 ? await this.totalOnly(request, search, values) : 0);
    const capped = !countsKept(request, search) && total > ASSET_COUNT_CAP;
    return { rows: found.map(assigneeOf), total: capped ? ASSET_COUNT_CAP : total, totalCapped: capped };
  }

  private listStatement(filter: AssetFilter, search: SearchPlan): ListStatement {
    const shape = shapeOf(filter, search);
    let statements = listStatements.get(this.db);
    if (!statements) listStatements.set(this.db, (statements = new Map()));
    let statement = statements.get(shape);
    if (!statement) {
      const prepared = this.db
        .select({ ...withAssignee, total: totalOf(filter, search, placeholder) })
        .from(manageAssets)
        .leftJoin(users, eq(users.id, manageAssets.assigneeId))
        .where(whereOf(filter, search, placeholder))
        .orderBy(...orderOf(sortColumns, filter.sort, 'assetTag', manageAssets.id))
        .limit(sql.placeholder('limit') as unknown as number)
        .offset(sql.placeholder('offset') as unknown as number)
        .prepare(`manage_assets_list_${shape}`);
      statement = { execute: (values) => prepared.execute(values as unknown as Record<string, unknown>) as Promise<ListRow[]> };
      statements.set(shape, statement);
    }
    return statement;
  }

  private async totalOnly(filter: AssetFilter, search: SearchPlan, values: ListValues): Promise<number> {
    const bindValue: Bind = (name) => values[name];
    const [row] = await this.db.select({ total: totalOf(filter, search, bindValue) }).from(sql`(select 1) as one`);
    return row?.total ?? 0;
  }

  /** The working assets by status and product type, summed over the trigger-kept counts: exact at any size. */
  async countsByStatusAndType(organisationId: string): Promise<{ status: string; productType: string; n: number }[]> {
    const c = manageAssetCounts;
    return this.db
      .select({ status: c.status, productType: c.productType, n: sql<number>`sum(${c.n})::int` })
      .from(c)
      .where(and(eq(c.organisationId, organisationId), eq(c.archived, false)))
      .groupBy(c.status, c.productType);
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
