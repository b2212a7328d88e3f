import { and, ilike, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ScimCondition, ScimFilterField } from '../scim/scim-filter';

/** The column each text attribute a filter names reads, by resource. */
export type ScimColumns = Partial<Record<ScimFilterField, AnyColumn>>;
/** A resource's own reading of a condition (a user's `active`, a group's `members`), or undefined for the text rule. */
type Leaf = Exclude<ScimCondition, { readonly kind: 'and' | 'or' }>;
type Special = (condition: Leaf) => SQL | undefined;

/** LIKE with the value's own % and _ taken literally. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A filter's condition as SQL; text compares case-insensitively (userName, emails and displayName are caseExact false). */
export function scimSqlOf(condition: ScimCondition, columns: ScimColumns, special: Special = () => undefined): SQL {
  switch (condition.kind) {
    case 'and':
      return and(...condition.parts.map((part) => scimSqlOf(part, columns, special)))!;
    case 'or':
      return or(...condition.parts.map((part) => scimSqlOf(part, columns, special)))!;
    default:
      return special(condition) ?? textSqlOf(condition, columns);
  }
}

function textSqlOf(condition: Leaf, columns: ScimColumns): SQL {
  const target = columns[condition.field];
  if (!target) return sql`false`;
  if (condition.kind === 'present') return and(isNotNull(target), sql`${target}::text <> ''`)!;
  const column = sql`${target}::text`;
  const text = String(condition.value);
  if (condition.field === 'id' && condition.op === 'eq') return sql`${column} = ${text.toLowerCase()}`;
  switch (condition.op) {
    case 'eq':
      return sql`lower(${column}) = lower(${text})`;
    case 'ne':
      return sql`(${column} is null or lower(${column}) <> lower(${text}))`;
    case 'sw':
      return ilike(column, `${literal(text)}%`);
    case 'ew':
      return ilike(column, `%${literal(text)}`);
    case 'co':
      return ilike(column, `%${literal(text)}%`);
  }
}
