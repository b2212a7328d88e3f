import { describe, expect, it } from 'vitest';
import { checkIfMatch, etagOf } from '../scim-etag';
import { ScimError, scimErrorBody } from '../scim-error';
import { groupFilterOf, userFilterOf } from '../scim-filter';
import { listResponse, scimPageOf } from '../scim-list';

function failure(run: () => unknown): ScimError {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return error;
    throw error;
  }
  throw new Error('expected a SCIM error');
}

describe('SCIM filters', () => {
  it('reads eq on userName case-insensitively by attribute name, with or without the schema URN', () => {
    expect(userFilterOf('userName eq "ann@acme.test"')).toEqual({ kind: 'compare', field: 'userName', op: 'eq', value: 'ann@acme.test' });
    expect(userFilterOf('USERNAME eq "a"')).toMatchObject({ field: 'userName' });
    expect(userFilterOf('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a"')).toMatchObject({ field: 'userName' });
  });

  it('reads and, or, sw and pr over the directory attributes', () => {
    expect(userFilterOf('name.givenName sw "An" and (active eq true or externalId pr)')).toEqual({
      kind: 'and',
      parts: [
        { kind: 'compare', field: 'givenName', op: 'sw', value: 'An' },
        { kind: 'or', parts: [{ kind: 'compare', field: 'active', op: 'eq', value: true }, { kind: 'present', field: 'externalId' }] },
      ],
    });
    expect(userFilterOf('emails[type eq "work"]')).toEqual({ kind: 'present', field: 'email' });
    expect(userFilterOf('emails[value eq "x@y.test"]')).toMatchObject({ field: 'email', value: 'x@y.test' });
    expect(userFilterOf('emails.value sw "x"')).toMatchObject({ field: 'email', op: 'sw' });
    expect(userFilterOf('displayName eq "Ann"')).toMatchObject({ field: 'displayName' });
    expect(userFilterOf('name.familyName eq "Lee"')).toMatchObject({ field: 'familyName' });
    expect(groupFilterOf('displayName eq "Sales"')).toMatchObject({ field: 'displayName', value: 'Sales' });
    // A group's members by user id, as Entra and Okta ask "is this person in the group?".
    const member = { kind: 'compare', field: 'members', op: 'eq', value: 'u-1' };
    expect(groupFilterOf('members.value eq "u-1"')).toEqual(member);
    expect(groupFilterOf('members[value eq "u-1"]')).toEqual(member);
    expect(groupFilterOf('displayName eq "Sales" and members eq "u-1"')).toEqual({ kind: 'and', parts: [expect.objectContaining({ field: 'displayName' }), member] });
    expect(groupFilterOf('members pr')).toEqual({ kind: 'present', field: 'members' });
  });

  it('takes active as the string Entra sends', () => {
    expect(userFilterOf('active eq "False"')).toMatchObject({ field: 'active', value: false });
  });

  it('answers invalidFilter for what it cannot read, and no filter for none', () => {
    expect(userFilterOf(undefined)).toBeNull();
    expect(userFilterOf('  ')).toBeNull();
    for (const text of ['userName eq', 'title eq "x"', 'meta.created gt "2020-01-01"', 'active sw "t"', 'userName eq 3']) {
      const error = failure(() => userFilterOf(text));
      expect(error.status).toBe(400);
      expect(error.scimType).toBe('invalidFilter');
    }
    for (const text of ['members sw "a"', 'members[display eq "Ann"]', 'emails[value eq "x"]']) expect(failure(() => groupFilterOf(text)).scimType).toBe('invalidFilter');
  });
});

describe('SCIM paging', () => {
  it('starts at 1, clamps the count to 0..200, and answers numbers', () => {
    expect(scimPageOf({})).toEqual({ startIndex: 1, count: 100 });
    expect(scimPageOf({ startIndex: '0', count: '-5' })).toEqual({ startIndex: 1, count: 0 });
    expect(scimPageOf({ startIndex: '11', count: '5000' })).toEqual({ startIndex: 11, count: 200 });
    expect(failure(() => scimPageOf({ count: 'ten' })).scimType).toBe('invalidValue');
    const list = listResponse([{ id: 'a' }], 7, { startIndex: 3, count: 1 });
    expect(list).toEqual({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 7, startIndex: 3, itemsPerPage: 1, Resources: [{ id: 'a' }] });
  });
});

describe('SCIM versions', () => {
  it('writes weak ETags and lets through only a matching If-Match', () => {
    expect(etagOf(3)).toBe('W/"3"');
    expect(() => checkIfMatch(undefined, 3)).not.toThrow();
    expect(() => checkIfMatch('W/"3"', 3)).not.toThrow();
    expect(() => checkIfMatch('"3"', 3)).not.toThrow();
    expect(() => checkIfMatch('W/"1", W/"3"', 3)).not.toThrow();
    expect(() => checkIfMatch('*', 3)).not.toThrow();
    expect(failure(() => checkIfMatch('W/"2"', 3)).status).toBe(412);
  });

  it('answers errors in the RFC schema, status as a string', () => {
    expect(scimErrorBody(new ScimError(409, 'taken', 'uniqueness'))).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
      detail: 'taken',
    });
    expect(scimErrorBody(new ScimError(404, 'User x not found'))).not.toHaveProperty('scimType');
  });
});
