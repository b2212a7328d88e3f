import { parse, type Filter } from 'scim2-parse-filter';
import { ScimError } from './scim-error';

/** The attributes a filter may name, by resource; each becomes one column of the directory's query. */
export const USER_FILTER_FIELDS = ['userName', 'email', 'givenName', 'familyName', 'externalId', 'active', 'displayName', 'id'] as const;
/** `members` is a member's user id (`members.value`, or `members[value eq "..."]`). */
export const GROUP_FILTER_FIELDS = ['displayName', 'externalId', 'id', 'members'] as const;
export type ScimFilterField = (typeof USER_FILTER_FIELDS)[number] | (typeof GROUP_FILTER_FIELDS)[number];

export type CompareOp = 'eq' | 'ne' | 'co' | 'sw' | 'ew';

/** A parsed filter as the repository turns it into SQL: text compared case-insensitively, `active` as a boolean. */
export type ScimCondition =
  | { readonly kind: 'and' | 'or'; readonly parts: readonly ScimCondition[] }
  | { readonly kind: 'present'; readonly field: ScimFilterField }
  | { readonly kind: 'compare'; readonly field: ScimFilterField; readonly op: CompareOp; readonly value: string | boolean };

const USER_PATHS: Readonly<Record<string, ScimFilterField>> = {
  username: 'userName',
  emails: 'email',
  'emails.value': 'email',
  'name.givenname': 'givenName',
  'name.familyname': 'familyName',
  externalid: 'externalId',
  active: 'active',
  displayname: 'displayName',
  id: 'id',
};
const GROUP_PATHS: Readonly<Record<string, ScimFilterField>> = {
  displayname: 'displayName',
  externalid: 'externalId',
  id: 'id',
  members: 'members',
  'members.value': 'members',
};

const COMPARE_OPS = new Set<string>(['eq', 'ne', 'co', 'sw', 'ew']);
/** Attribute names are case-insensitive and may carry their schema's URN (RFC 7644 §3.10). */
const SCHEMA_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

const invalid = (detail: string) => new ScimError(400, detail, 'invalidFilter');

function fieldOf(paths: Readonly<Record<string, ScimFilterField>>, attrPath: string): ScimFilterField {
  const field = paths[attrPath.replace(SCHEMA_PREFIX, '').toLowerCase()];
  if (!field) throw invalid(`Filtering on ${attrPath} is not supported.`);
  return field;
}

function valueOf(field: ScimFilterField, value: boolean | null | number | string): string | boolean {
  if (field === 'active') {
    // Entra writes booleans as strings ("False") in places; a filter may too.
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
    throw invalid('active compares with true or false.');
  }
  if (typeof value !== 'string') throw invalid(`${field} compares with a string.`);
  return value;
}

function conditionOf(filter: Filter, paths: Readonly<Record<string, ScimFilterField>>): ScimCondition {
  switch (filter.op) {
    case 'and':
    case 'or':
      return { kind: filter.op, parts: filter.filters.map((part) => conditionOf(part, paths)) };
    case 'pr':
      return { kind: 'present', field: fieldOf(paths, filter.attrPath) };
    case '[]': {
      // emails[value eq "x"] or emails[type eq "work"] (the directory keeps one work address per person), and a
      // group's members[value eq "id"].
      const inner = filter.valFilter;
      const field = fieldOf(paths, filter.attrPath);
      if ((field !== 'email' && field !== 'members') || !('attrPath' in inner)) throw invalid(`${filter.attrPath}[...] is not supported.`);
      const sub = inner.attrPath.toLowerCase();
      if (sub === 'type' && field === 'email') return { kind: 'present', field: 'email' };
      if (sub !== 'value') throw invalid(`${filter.attrPath}[${inner.attrPath}] is not supported.`);
      return conditionOf({ ...inner, attrPath: field === 'email' ? 'emails.value' : 'members.value' }, paths);
    }
    default: {
      if (!COMPARE_OPS.has(filter.op) || !('compValue' in filter)) throw invalid(`The operator ${filter.op} is not supported.`);
      const field = fieldOf(paths, filter.attrPath);
      if (field === 'active' && filter.op !== 'eq' && filter.op !== 'ne') throw invalid('active compares with eq or ne.');
      if (field === 'members' && filter.op !== 'eq') throw invalid('members.value compares with eq.');
      return { kind: 'compare', field, op: filter.op as CompareOp, value: valueOf(field, filter.compValue) };
    }
  }
}

function parsed(text: string): Filter {
  try {
    return parse(text);
  } catch (error) {
    throw invalid(`The filter is not valid SCIM: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The condition of a `filter` query parameter over Users, or null for none. */
export function userFilterOf(text: string | undefined): ScimCondition | null {
  return text?.trim() ? conditionOf(parsed(text), USER_PATHS) : null;
}

export function groupFilterOf(text: string | undefined): ScimCondition | null {
  return text?.trim() ? conditionOf(parsed(text), GROUP_PATHS) : null;
}
