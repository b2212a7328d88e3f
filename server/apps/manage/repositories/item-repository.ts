import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, containing, pageOf, type Db, type PageRequest } from '../../../kernel';
import { ASSET_STATUSES, type AssetStatus } from '../../../../src/apps/manage/domain/asset-status';
import { ITEM_KINDS, type ItemKind, type ItemStatus } from '../../../../src/apps/manage/domain/fleet-items';
import { parseSort } from '../../../../contract/list';
import { ManageAssetRepository } from './asset-repository';

export interface ItemFilter {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly kind?: ItemKind | undefined;
  readonly status?: ItemStatus | undefined;
  readonly locationId?: string | undefined;
  readonly category?: string | undefined;
}

export interface ItemRow {
  readonly kind: ItemKind;
  readonly id: string;
  readonly name: string;
  readonly tag: string | null;
  readonly serial: string | null;
  readonly status: ItemStatus;
  readonly category: string | null;
  readonly locationId: string | null;
  readonly holder: string | null;
  readonly quantity: number;
  readonly total: number;
  readonly createdAt: Date;
}

/** The union's output names, which both each branch's and the whole list's ORDER BY use. */
const SORTS = { name: 'name', kind: 'kind', tag: 'tag', status: 'status', category: 'category', quantity: 'quantity', createdAt: 'created_at' } as const;

const isAssetStatus = (status: ItemStatus): status is AssetStatus => (ASSET_STATUSES as readonly string[]).includes(status);

/** What is left of a counted item, as a status: the SQL twin of the domain's stockStatus. */
const stockStatus = (left: SQL, minimum: SQL) => sql`case when ${left} <= 0 then 'none-left' when ${left} <= ${minimum} then 'low-stock' else 'available' end`;

/**
 * Everything owned, every kind in one list: one UNION ALL whose branches each take only the rows the page can
 * need (ordered and limited by the same sort, so each can walk its own index), merged, ordered and cut to the page.
 * Assets are searched by Manage's own search (tag and serial keys, word vector); the counted kinds, a few hundred
 * rows at most, by substring.
 */
export class ManageItemRepository {
  /** Manage's asset search, whose WHERE the asset branch reuses. */
  private readonly assets: ManageAssetRepository;

  constructor(private readonly db: Db) {
    this.assets = new ManageAssetRepository(db);
  }

  async list(organisationId: string, filter: ItemFilter & PageRequest, today: string): Promise<{ rows: ItemRow[]; total: number }> {
    const { limit, offset } = pageOf(filter);
    const rows = await this.page(organisationId, filter, today, limit, offset);
    const counts = this.branches(organisationId, filter, today).map(({ from }) => sql`(select count(*)::int as n ${from})`);
    const [counted] = counts.length === 0 ? [{ total: 0 }] : rowsOf<{ total: number }>(await this.db.execute(sql`select coalesce(sum(n), 0)::int as total from (${sql.join(counts, sql` union all `)}) c`));
    return { rows, total: counted?.total ?? 0 };
  }

  /**
   * The assets whose tag or serial is the code, in any case and punctuation (`acme0001` is ACME-0001), through the
   * run-together key indexes.
   */
  async exactAssetIds(organisationId: string, code: string): Promise<string[]> {
    const key = sql`lower(regexp_replace(${code}, '[^[:alnum:]]+', '', 'g'))`;
    const found = rowsOf<{ id: string }>(
      await this.db.execute(sql`select id from manage_assets where organisation_id = ${organisationId} and (tag_key = ${key} or serial_key = ${key})
        order by archived, asset_tag limit 20`),
    );
    return found.map((row) => row.id);
  }

  /** The first `limit` rows of the filtered list, for an export. */
  all(organisationId: string, filter: ItemFilter, today: string, limit: number): Promise<ItemRow[]> {
    return this.page(organisationId, filter, today, limit, 0);
  }

  private async page(organisationId: string, filter: ItemFilter, today: string, limit: number, offset: number): Promise<ItemRow[]> {
    const branches = this.branches(organisationId, filter, today);
    if (branches.length === 0) return [];
    const { field, descending } = parseSort<keyof typeof SORTS>(filter.sort, 'name');
    const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls last');
    const column = SORTS[field] ?? 'name';
    // Words sort as people read them, whatever the case and whatever the database's collation (PGlite's is C).
    const key = column === 'quantity' || column === 'created_at' ? sql.identifier(column) : sql`lower(${sql.identifier(column)})`;
    const order = sql`order by ${key} ${direction}, kind, id`;
    // Each branch wrapped, so its ORDER BY names the union's output columns (an expression cannot name a SELECT alias).
    const parts = branches.map(({ columns, from }) => sql`(select * from (select ${columns} ${from}) branch ${order} limit ${offset + limit})`);
    const found = rowsOf<Omit<ItemRow, 'locationId' | 'createdAt'> & { location_id: string | null; created_at: Date | string }>(
      await this.db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) items ${order} limit ${limit} offset ${offset}`),
    );
    return found.map(({ location_id, created_at, ...row }) => ({ ...row, locationId: location_id, createdAt: new Date(created_at) }));
  }

  /** Each kind's SELECT list and FROM … WHERE, for the kinds and statuses the filter lets through. */
  private branches(organisationId: string, filter: ItemFilter, today: string): { columns: SQL; from: SQL }[] {
    const kinds = filter.kind ? [filter.kind] : ITEM_KINDS;
    const status = filter.status;
    const wanted = (kind: ItemKind) => kinds.includes(kind) && (kind === 'asset' ? !status || isAssetStatus(status) : !status || !isAssetStatus(status));
    const like = filter.q ? containing(filter.q) : undefined;
    const text = (...columns: string[]) => (like ? sql`and (${sql.join(columns.map((column) => sql`${sql.raw(column)} ilike ${like}`), sql` or `)})` : sql``);
    const category = (column: string) => (filter.category ? sql`and ${sql.raw(column)} = ${filter.category}` : sql``);
    const location = (column: string) => (filter.locationId ? sql`and ${sql.raw(column)} = ${filter.locationId}` : sql``);
    const statusIs = (expression: SQL) => (status && !isAssetStatus(status) ? sql`and (${expression}) = ${status}` : sql``);
    const stock = (table: string, left: string, total: string, serial: string, model: string) => {
      const state = stockStatus(sql.raw(`${table}.${left}`), sql.raw(`${table}.min_quantity`));
      return {
        columns: sql.raw(`'${table === 'manage_consumables' ? 'consumable' : 'component'}'::text as kind, ${table}.id, ${table}.name, null::text as tag, ${serial} as serial, `)
          .append(sql`${state} as status, `)
          .append(sql.raw(`${table}.category, ${table}.location_id, null::text as holder, ${table}.${left} as quantity, ${table}.${total} as total, ${table}.created_at`)),
        from: sql`from ${sql.raw(table)} where ${sql.raw(table)}.organisation_id = ${organisationId} ${text(`${table}.name`, `${table}.category`, `${table}.${model}`, ...(serial === 'null::text' ? [] : [serial]))} ${category(`${table}.category`)} ${location(`${table}.location_id`)} ${statusIs(state)}`,
      };
    };
    const branches: { columns: SQL; from: SQL }[] = [];
    if (wanted('asset')) {
      const where = this.assets.whereOf(organisationId, { q: filter.q, status: status as AssetStatus | undefined, locationId: filter.locationId });
      branches.push({
        columns: sql.raw(
          `'asset'::text as kind, manage_assets.id, trim(coalesce(manage_assets.manufacturer || ' ', '') || manage_assets.model) as name, manage_assets.asset_tag as tag,
          manage_assets.serial, manage_assets.status, manage_assets.product_type as category, manage_assets.location_id,
          (select u.name from users u where u.id = manage_assets.assignee_id) as holder, 1 as quantity, 1 as total, manage_assets.created_at`,
        ),
        from: sql`from manage_assets where ${where} ${category('manage_assets.product_type')}`,
      });
    }
    if (wanted('accessory')) {
      const state = stockStatus(sql.raw('manage_accessories.available'), sql.raw('manage_accessories.low_stock_threshold'));
      branches.push({
        columns: sql`'accessory'::text as kind, manage_accessories.id, manage_accessories.name, null::text as tag, null::text as serial, ${state} as status,
          manage_accessories.category, manage_accessories.location_id, null::text as holder, manage_accessories.available as quantity, manage_accessories.total, manage_accessories.created_at`,
        from: sql`from manage_accessories where manage_accessories.organisation_id = ${organisationId} and not manage_accessories.archived
          ${text('manage_accessories.name', 'manage_accessories.category', 'manage_accessories.manufacturer')} ${category('manage_accessories.category')}
          ${location('manage_accessories.location_id')} ${statusIs(state)}`,
      });
    }
    if (wanted('consumable')) branches.push(stock('manage_consumables', 'quantity', 'quantity', 'null::text', 'model_number'));
    if (wanted('component')) branches.push(stock('manage_components', 'remaining', 'total', 'manage_components.serial', 'model_number'));
    // Licences are at no site: a location filter leaves them out.
    if (wanted('licence') && !filter.locationId) {
      const free = sql.raw('(manage_licences.seats - manage_licences.seats_used)');
      const state = sql`case when manage_licences.expires_on < ${today}::date then 'expired' when ${free} <= 0 then 'none-left' else 'available' end`;
      branches.push({
        columns: sql`'licence'::text as kind, manage_licences.id, manage_licences.name, null::text as tag, null::text as serial, ${state} as status,
          manage_software.category, null::uuid as location_id, null::text as holder, greatest(${free}, 0) as quantity, manage_licences.seats as total, manage_licences.created_at`,
        from: sql`from manage_licences join manage_software on manage_software.id = manage_licences.software_id where manage_licences.organisation_id = ${organisationId}
          ${text('manage_licences.name', 'manage_software.name', 'manage_licences.supplier')} ${category('manage_software.category')} ${statusIs(state)}`,
      });
    }
    return branches;
  }
}
