import type { ScimPatchOperation } from 'scim-patch';
import type { TeamMemberRow, TeamRow } from '../repositories/directory-team-repository';
import { etagOf } from './scim-etag';
import { ScimError, scimInvalidValue } from './scim-error';
import { patchedResource, patchOperationsOf, record } from './scim-patch-body';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
/** The longest team name the directory keeps (the contract's TeamName). */
const MAX_NAME = 80;

/** A team as SCIM answers it: a Group whose members are the people placed in it. */
export function scimGroupOf(row: TeamRow, members: readonly TeamMemberRow[] | null, baseUrl: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    ...(row.externalId !== null && { externalId: row.externalId }),
    displayName: row.name,
    // Left out when the caller excluded them (`excludedAttributes=members`), as Entra asks for large groups.
    ...(members && { members: members.map((member) => ({ value: member.id, display: member.name, type: 'User', $ref: `${baseUrl}/Users/${member.id}` })) }),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
      version: etagOf(row.version),
    },
  };
}
export type ScimGroup = ReturnType<typeof scimGroupOf>;

/** What a Group body asks of the team: its name, the provider's id, and (when listed) exactly these members. */
export interface ScimGroupInput {
  readonly name: string;
  readonly externalId: string | null;
  /** Undefined: the body says nothing of the members, who stay. */
  readonly memberIds: readonly string[] | undefined;
}

/** Reads a POST or PUT body (or a patched group); `members` are users by their id (`value`). */
export function scimGroupInputOf(body: unknown): ScimGroupInput {
  const group = record(body);
  const name = typeof group.displayName === 'string' ? group.displayName.trim() : '';
  if (!name) throw scimInvalidValue('displayName is required.');
  if (name.length > MAX_NAME) throw scimInvalidValue(`displayName is at most ${MAX_NAME} characters.`);
  const externalId = typeof group.externalId === 'string' && group.externalId.trim() !== '' ? group.externalId.trim().slice(0, 200) : null;
  if (group.members !== undefined && group.members !== null && !Array.isArray(group.members)) throw scimInvalidValue('members is a list.');
  const members = Array.isArray(group.members) ? group.members : group.members === null ? [] : undefined;
  const memberIds = members?.map((member) => {
    const value = record(member).value;
    if (typeof value !== 'string' || value.trim() === '') throw scimInvalidValue('Each member names a user by its id (value).');
    return value.trim();
  });
  return { name, externalId, memberIds };
}

/** A value that can be quoted in a filter path (a user id is; anything with a quote cannot be a member anyway). */
const QUOTABLE = /^[^"\\]+$/;

/**
 * Entra removes members with `path: "members"` and the members in `value`; scim-patch matches such a value only when
 * it equals a member as a whole (display and $ref included), so each becomes `members[value eq "id"]`, which matches
 * by id. A remove of members not there is no error (Entra sends them).
 */
function groupOperation(operation: ScimPatchOperation): ScimPatchOperation[] {
  if (operation.op !== 'remove' || operation.path?.toLowerCase() !== 'members' || !Array.isArray(operation.value)) return [operation];
  return operation.value.flatMap((member) => {
    const value = record(member).value;
    if (typeof value !== 'string') throw scimInvalidValue('Each member names a user by its id (value).');
    return QUOTABLE.test(value) ? [{ op: 'remove' as const, path: `members[value eq "${value}"]` }] : [];
  });
}

/** A group keeps a (possibly empty) member list between operations, so that a filtered remove always has one to search. */
const withMembers = (group: ScimGroup): ScimGroup => ({ ...group, members: group.members ?? [] });

/** Applies a PatchOp body to the group as we answer it (members included). */
export function patchedGroup(group: ScimGroup, body: unknown): ScimGroup {
  const patched = patchedResource(withMembers(group), patchOperationsOf(body, groupOperation), withMembers);
  if (patched.id !== group.id) throw new ScimError(400, 'id is read-only.', 'mutability');
  return patched;
}
