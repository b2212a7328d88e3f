import type { ScimPatchOperation } from 'scim-patch';
import type { ScimUserRow } from '../repositories/scim-identity-repository';
import { etagOf } from './scim-etag';
import { scimInvalidValue } from './scim-error';
import { patchedResource, patchOperationsOf, record } from './scim-patch-body';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A SCIM User as we answer it; `department` is the person's team in the directory, and `groups` that team as a Group. */
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
    // Read-only (RFC 7643 §4.1.2): a person is in their team's group; Groups change membership.
    groups: row.teamId !== null && row.team !== null ? [{ value: row.teamId, display: row.team, type: 'direct', $ref: `${baseUrl}/Groups/${row.teamId}` }] : [],
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
    team: ENTERPRISE_SCHEMA in user ? textOf(enterprise.department, 80) : undefined,
  };
}

/** `active` as a boolean wherever it is set, by path or in a value object (Okta); Entra writes "False". */
function userOperation(operation: ScimPatchOperation): ScimPatchOperation {
  if (operation.op === 'remove') return operation;
  const { path, value } = operation;
  if (path?.toLowerCase() === 'active') return { ...operation, path: 'active', value: booleanOf(value, 'active') };
  if (path === undefined && value && typeof value === 'object' && 'active' in value) return { ...operation, value: { ...record(value), active: booleanOf(record(value).active, 'active') } };
  return operation;
}

/** Applies a PatchOp body to the user as we answer it. */
export function patchedUser(user: ScimUser, body: unknown): ScimUser {
  return patchedResource(user, patchOperationsOf(body, userOperation));
}
