import { scimPatch, ScimError as PatchError, type ScimPatchOperation } from 'scim-patch';
import type { ScimUserRow } from '../repositories/scim-identity-repository';
import { etagOf } from './scim-etag';
import { ScimError, scimInvalidValue } from './scim-error';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A SCIM User as we answer it; `department` is the person's team in the directory. */
export function scimUserOf(row: ScimUserRow, baseUrl: string) {
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: row.id,
    ...(row.externalId !== null && { externalId: row.externalId }),
    userName: row.email,
    name: {
      formatted: row.name,
      ...(row.givenName !== null && { givenName: row.givenName }),
      ...(row.familyName !== null && { familyName: row.familyName }),
    },
    displayName: row.name,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.deactivatedAt === null,
    [ENTERPRISE_SCHEMA]: row.team === null ? {} : { department: row.team },
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
      version: etagOf(row.version),
    },
  };
}
export type ScimUser = ReturnType<typeof scimUserOf>;

/** What a SCIM User body asks of the directory. */
export interface ScimUserInput {
  readonly email: string;
  readonly name: string;
  readonly givenName: string | null;
  readonly familyName: string | null;
  readonly externalId: string | null;
  readonly active: boolean;
  /** Undefined: the body says nothing of the team, which stays. */
  readonly team: string | null | undefined;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const textOf = (value: unknown, max = 200): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null);

/** Entra sends booleans as strings ("False"); anything else that is not a boolean is refused. */
export function booleanOf(value: unknown, name: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw scimInvalidValue(`${name} must be true or false.`);
}

/** Reads a POST or PUT body (or a patched resource); userName is the person's sign-in address. */
export function scimUserInputOf(body: unknown): ScimUserInput {
  const user = record(body);
  const userName = textOf(user.userName, 254);
  if (!userName) throw scimInvalidValue('userName is required.');
  if (!EMAIL.test(userName)) throw scimInvalidValue('userName must be an email address: it is how the person signs in.');
  const name = record(user.name);
  const givenName = textOf(name.givenName, 120);
  const familyName = textOf(name.familyName, 120);
  const displayName = textOf(user.displayName, 120) ?? textOf(name.formatted, 120) ?? ([givenName, familyName].filter(Boolean).join(' ') || userName.split('@')[0]!);
  const enterprise = record(user[ENTERPRISE_SCHEMA]);
  return {
    email: userName.toLowerCase(),
    name: displayName,
    givenName,
    familyName,
    externalId: textOf(user.externalId),
    active: user.active === undefined ? true : booleanOf(user.active, 'active'),
    team: ENTERPRISE_SCHEMA in user ? textOf(enterprise.department, 120) : undefined,
  };
}

/** Lower-cased ops (Entra's "Replace"), and `active` as a boolean wherever it is set, by path or in a value object (Okta). */
function normalisedOperation(raw: unknown): ScimPatchOperation {
  const operation = record(raw);
  const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : '';
  if (op !== 'add' && op !== 'replace' && op !== 'remove') throw new ScimError(400, `The PATCH op ${String(operation.op)} is not add, replace or remove.`, 'invalidSyntax');
  const path = typeof operation.path === 'string' ? operation.path : undefined;
  let value = operation.value;
  if (path?.toLowerCase() === 'active') value = booleanOf(value, 'active');
  else if (path === undefined && value && typeof value === 'object' && 'active' in value) value = { ...record(value), active: booleanOf(record(value).active, 'active') };
  if (op === 'remove') {
    if (!path) throw new ScimError(400, 'A remove needs a path.', 'noTarget');
    return { op, path, ...(value !== undefined && { value }) };
  }
  return { op, ...(path !== undefined && { path: path.toLowerCase() === 'active' ? 'active' : path }), value };
}

/** Applies a PatchOp body to the user as we answer it, with scim-patch; a bad path or value is a 400 in SCIM's words. */
export function patchedUser(user: ScimUser, body: unknown): ScimUser {
  const patch = record(body);
  const schemas = Array.isArray(patch.schemas) ? patch.schemas : [];
  if (!schemas.includes(PATCH_SCHEMA)) throw new ScimError(400, `A PATCH body names the schema ${PATCH_SCHEMA}.`, 'invalidSyntax');
  if (!Array.isArray(patch.Operations) || patch.Operations.length === 0) throw new ScimError(400, 'A PATCH body carries Operations.', 'invalidSyntax');
  const operations = patch.Operations.map(normalisedOperation);
  const resource = { ...structuredClone(user), meta: { ...user.meta, created: new Date(user.meta.created), lastModified: new Date(user.meta.lastModified) } };
  try {
    const patched = scimPatch(resource, operations, { treatMissingAsAdd: true }) as unknown as ScimUser;
    return patched;
  } catch (error) {
    if (error instanceof PatchError) throw new ScimError(400, error.message, (error.scimCode as 'invalidPath' | undefined) ?? 'invalidPath');
    throw error;
  }
}
