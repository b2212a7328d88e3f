import { sql } from 'drizzle-orm';
import type { RouteDescriptor } from '../../contract/descriptor';
import { apps } from '../../src/apps';
import type { Db } from '../../server/db/database';
import { sampleOf } from './hostile-text';

/** The id sampleOf puts into every uuid field: a well-formed id that names nothing. */
export const UNKNOWN_ID = '7c9e6679-7425-40de-944b-e07a1f99d8e1';

type Path = readonly (string | number)[];
type Where = 'params' | 'query' | 'body';

/** One uuid a request carries: where, at which path, and the kind of record its name says it names. */
export interface IdSpot {
  readonly where: Where;
  readonly path: Path;
  readonly kind: string;
}

/** A row of one organisation: its id, and its version where the table keeps one (a change must name it). */
export interface KnownRow {
  readonly id: string;
  readonly version: number | null;
}

/** One row of each table the organisation has rows in, by table name. */
export type RowsByTable = ReadonlyMap<string, KnownRow>;

/** Fields that carry a uuid without naming a record. */
const NOT_REFERENCES = /^(idempotencyKey|key)$/;
/** Names that mean a person, whatever the role. */
const PEOPLE = /^(user|person|people|assignee|approver|manager|holder|requester|member|actor|owner|decider|employee)$/;

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (value === UNKNOWN_ID) return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsOf(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]));
  return [];
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const singular = (plural: string) => snake(plural).replace(/(ies|es|s)$/, (end) => (end === 'ies' ? 'y' : ''));

/**
 * The kind a field names: `assetIds` -> asset, `ticketTypeId` -> ticket_type. A bare `id` or `ids` names what the
 * path is about: the segment before `:id`, else the one after the app's (`/manage/assets/bulk-edit` -> asset).
 */
function kindOf(route: RouteDescriptor, path: Path): string {
  const name = String([...path].reverse().find((part) => typeof part === 'string') ?? '');
  const stem = snake(name.replace(/(^i|I)ds?$/, ''));
  if (stem) return PEOPLE.test(stem) ? 'user' : stem;
  const segments = route.path.split('/');
  return singular(segments.includes(':id') ? segments[segments.indexOf(':id') - 1]! : (segments[2] ?? ''));
}

/** Every uuid of the route's params, query and body that names a record. */
export function idSpotsOf(route: RouteDescriptor): IdSpot[] {
  const spots: IdSpot[] = [];
  for (const where of ['params', 'query', 'body'] as const) {
    const schema = route.request[where];
    if (!schema) continue;
    for (const path of pathsOf(sampleOf(schema))) {
      if (NOT_REFERENCES.test(String(path[path.length - 1]))) continue;
      spots.push({ where, path, kind: kindOf(route, path) });
    }
  }
  return spots;
}

/**
 * The tables a kind names (`asset` -> manage_assets; `category` -> every app's categories); none when it names no
 * table. Those of the app the route's other ids point into come first (a ticket's category is the desk's).
 */
export function tablesOf(kind: string, rows: RowsByTable, route?: RouteDescriptor): string[] {
  const matching = (of: string) => {
    if (!of) return [];
    const plural = of.endsWith('y') ? `${of.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(of) ? `${of}es` : `${of}s`;
    return [...rows.keys()].filter((table) => table === plural || table.endsWith(`_${plural}`) || table.endsWith(`_${of}`)).sort();
  };
  const context = route ? idSpotsOf(route).flatMap((spot) => (spot.kind === kind ? [] : matching(spot.kind))) : [];
  const near = (table: string) => context.some((other) => other.split('_')[0] === table.split('_')[0]);
  // The route's own app's tables before all: a desk route's team is the desk's, not the directory's.
  const own = route?.appSlug ? apps.find((declaration) => declaration.apps.some((app) => app.slug === route.appSlug))?.id.replaceAll('-', '_') : undefined;
  const mine = (table: string) => own !== undefined && table.startsWith(`${own}_`);
  return matching(kind).sort((a, b) => Number(mine(b)) - Number(mine(a)) || Number(near(b)) - Number(near(a)));
}

/** A raw statement's rows, which both drivers answer under `rows`. */
const resultRows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One row of every table of the organisation's that has an id. */
export async function rowsOf(db: Db, organisationId: string): Promise<RowsByTable> {
  const columns = resultRows<{ table_name: string; column_name: string }>(await db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name IN ('id', 'organisation_id', 'version')`));
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns) tables.set(table_name, (tables.get(table_name) ?? new Set()).add(column_name));
  const rows = new Map<string, KnownRow>();
  for (const [table, has] of tables) {
    if (!has.has('id') || !has.has('organisation_id')) continue;
    const version = has.has('version') ? sql.raw('version') : sql`null`;
    const [row] = resultRows<{ id: string; version: number | null }>(
      await db.execute(sql`SELECT id::text AS id, ${version} AS version FROM ${sql.identifier(table)} WHERE organisation_id = ${organisationId} ORDER BY id LIMIT 1`),
    );
    if (row && /^[0-9a-f-]{36}$/.test(row.id)) rows.set(table, { id: row.id, version: row.version === null ? null : Number(row.version) });
  }
  return rows;
}

/** A copy of the value with the one at the path replaced. */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: withValueAt(record[head!], rest, replacement) };
}
