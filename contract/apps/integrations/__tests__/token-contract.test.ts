import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { createApiToken, listApiTokens, revokeApiToken } from '../token-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

/** Integrations' API tokens: an admin makes, lists and revokes them; nobody else sees them; on both backends. */
describe.each([realServer(), mockServer()])('API tokens on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend, MOCK_DEMO.admin.email);

  it('makes a token shown once, lists it by its prefix, and revokes it', async () => {
    const made = await ok(createApiToken, { body: { name: 'Okta SCIM', scopes: ['scim', 'manage-beta:read'], expiresAt: null } });
    expect(made.token.startsWith(made.prefix)).toBe(true);
    expect(made).toMatchObject({ name: 'Okta SCIM', scopes: ['manage-beta:read', 'scim'], status: 'active', expiresAt: null, lastUsedAt: null });
    const listed = await ok(listApiTokens, { query: { scope: 'scim' } });
    expect(listed.items.map((each) => each.id)).toEqual([made.id]);
    expect(listed.items[0]).not.toHaveProperty('token');
    const revoked = await ok(revokeApiToken, { params: { id: made.id } });
    expect(revoked.status).toBe('revoked');
    await problem(revokeApiToken, { params: { id: crypto.randomUUID() } }, 404, ProblemTypes.notFound);
  });

  it('refuses an unknown app, a past expiry, and callers who are not admins', async () => {
    await problem(createApiToken, { body: { name: 'x', scopes: ['no-such-app:read'], expiresAt: null } }, 400, ProblemTypes.validation);
    await problem(createApiToken, { body: { name: 'x', scopes: ['scim'], expiresAt: '2000-01-01T00:00:00.000Z' } }, 400, ProblemTypes.validation);
    const employee = await tokenOf(MOCK_DEMO.employee.email);
    await problem(listApiTokens, { token: employee }, 403);
  });
});
