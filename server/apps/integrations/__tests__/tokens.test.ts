import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';
import { ProblemTypes } from '../../../../contract/problem';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Token {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  status: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdBy: { email: string } | null;
  token?: string;
}

async function adminClient(): Promise<ApiClient> {
  return signedIn(server, DEMO.admin.email);
}

async function makeToken(admin: ApiClient, scopes: string[], expiresAt: string | null = null, name = 'Reporting'): Promise<Token & { token: string }> {
  const answer = await admin.call<Token & { token: string }>('POST', '/integrations/tokens', { name, scopes, expiresAt });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const withToken = (token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  server.call(method, `/api/v1${path}`, { token, ...(body !== undefined && { body }) });

describe('API tokens', () => {
  it('shows the token once, keeps only its prefix in the list, and records who made it in the trail', async () => {
    const admin = await adminClient();
    const made = await makeToken(admin, ['manage-beta:read']);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    expect(made.prefix).toMatch(/^itp_[A-Za-z0-9_-]{8}$/);
    expect(made.status).toBe('active');
    const list = await admin.call<{ items: Token[]; total: number }>('GET', '/integrations/tokens');
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).not.toHaveProperty('token');
    expect(list.text).not.toContain(made.token);
    expect(list.body.items[0]!.createdBy?.email).toBe(DEMO.admin.email);
    const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
    const stored = await server.store.repos.apiTokens.find(organisationId, made.id);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.token.slice(made.prefix.length + 1));
    const trail = await admin.call<{ items: { action: string }[] }>('GET', '/audit-log');
    expect(trail.body.items.map((entry) => entry.action)).toContain('api-token.created');
  });

  it('a read scope opens GET of its app only; a write scope opens changes; other apps and the shell stay shut', async () => {
    const admin = await adminClient();
    const reader = await makeToken(admin, ['manage-beta:read']);
    expect((await withToken(reader.token, 'GET', '/manage/accessories')).status).toBe(200);
    const refusedWrite = await withToken(reader.token, 'POST', '/manage/accessories', {});
    expect(refusedWrite.status).toBe(403);
    expect((refusedWrite.body as { type: string }).type).toBe(ProblemTypes.tokenScope);
    expect((await withToken(reader.token, 'GET', '/resolve-it/tickets')).status).toBe(403);
    expect((await withToken(reader.token, 'GET', '/profile')).status).toBe(403);
    expect((await withToken(reader.token, 'GET', '/integrations/tokens')).status).toBe(403);

    const writer = await makeToken(admin, ['manage-beta:write']);
    // Past the guard: the empty body fails validation rather than the scope.
    expect((await withToken(writer.token, 'POST', '/manage/accessories', {})).status).toBe(400);
    expect((await withToken(writer.token, 'GET', '/manage/accessories')).status).toBe(200);
  });

  it('the scim scope opens no app of the API', async () => {
    const admin = await adminClient();
    const scim = await makeToken(admin, ['scim']);
    expect((await withToken(scim.token, 'GET', '/users')).status).toBe(403);
  });

  it('an app the organisation has not installed stays shut even to a token scoped to it', async () => {
    const admin = await adminClient();
    const token = await makeToken(admin, ['resolve-it:read']);
    expect((await admin.call('DELETE', '/apps/resolve-it/install')).status).toBeLessThan(300);
    expect((await withToken(token.token, 'GET', '/resolve-it/tickets')).status).toBe(403);
  });

  it('an expired token is refused, and so is a revoked one at once', async () => {
    const admin = await adminClient();
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const expiring = await makeToken(admin, ['manage-beta:read'], soon);
    expect((await withToken(expiring.token, 'GET', '/manage/accessories')).status).toBe(200);
    server.advance(2 * 60 * 60_000);
    expect((await withToken(expiring.token, 'GET', '/manage/accessories')).status).toBe(401);
    const listed = await admin.call<{ items: Token[] }>('GET', '/integrations/tokens');
    expect(listed.body.items.find((each) => each.id === expiring.id)?.status).toBe('expired');

    const revoked = await makeToken(admin, ['manage-beta:read']);
    expect((await withToken(revoked.token, 'GET', '/manage/accessories')).status).toBe(200);
    const answer = await admin.call<Token>('POST', `/integrations/tokens/${revoked.id}/revoke`);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('revoked');
    expect((await withToken(revoked.token, 'GET', '/manage/accessories')).status).toBe(401);
    const trail = await admin.call<{ items: { action: string }[] }>('GET', '/audit-log');
    expect(trail.body.items.map((entry) => entry.action)).toContain('api-token.revoked');
  });

  it('notes when a token was last used, at most once a minute', async () => {
    const admin = await adminClient();
    const token = await makeToken(admin, ['manage-beta:read']);
    const lastUsed = async () => (await admin.call<{ items: Token[] }>('GET', '/integrations/tokens')).body.items[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withToken(token.token, 'GET', '/manage/accessories');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    // The guard remembers a token's answer for ACCESS_CACHE_MS of real time; past that it looks the token up again.
    const pastTheCache = () => new Promise((resolve) => setTimeout(resolve, server.config.accessCacheMs + 100));
    server.advance(20_000);
    await pastTheCache();
    await withToken(token.token, 'GET', '/manage/accessories');
    expect(await lastUsed()).toBe(first);
    server.advance(61_000);
    await pastTheCache();
    await withToken(token.token, 'GET', '/manage/accessories');
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(first!));
  });

  it('refuses scopes of unknown apps, of Integrations itself, and an expiry in the past', async () => {
    const admin = await adminClient();
    const post = (body: unknown) => admin.call('POST', '/integrations/tokens', body);
    expect((await post({ name: 'x', scopes: ['no-such-app:read'], expiresAt: null })).status).toBe(400);
    expect((await post({ name: 'x', scopes: ['integrations:write'], expiresAt: null })).status).toBe(400);
    expect((await post({ name: 'x', scopes: ['manage-beta:admin'], expiresAt: null })).status).toBe(400);
    expect((await post({ name: 'x', scopes: [], expiresAt: null })).status).toBe(400);
    expect((await post({ name: 'x', scopes: ['scim'], expiresAt: new Date(Date.now() - 1000).toISOString() })).status).toBe(400);
  });

  it('keeps one scope per app, the stronger, and lists the scim tokens apart', async () => {
    const admin = await adminClient();
    const made = await makeToken(admin, ['manage-beta:read', 'manage-beta:write', 'scim']);
    expect(made.scopes).toEqual(['manage-beta:write', 'scim']);
    await makeToken(admin, ['manage-beta:read']);
    const scim = await admin.call<{ items: Token[] }>('GET', '/integrations/tokens?scope=scim');
    expect(scim.body.items.map((each) => each.id)).toEqual([made.id]);
  });

  it("lists an app's own tokens (read or write) for its connections page, and refuses a malformed app", async () => {
    const admin = await adminClient();
    const reader = await makeToken(admin, ['resolve-it:read'], null, 'Desk reader');
    const writer = await makeToken(admin, ['manage-beta:read', 'resolve-it:write'], null, 'Desk writer');
    await makeToken(admin, ['manage-beta:write', 'scim'], null, 'Fleet');
    const desk = await admin.call<{ items: Token[] }>('GET', '/integrations/tokens?app=resolve-it');
    expect(desk.body.items.map((each) => each.id).sort()).toEqual([reader.id, writer.id].sort());
    expect((await admin.call<{ total: number }>('GET', '/integrations/tokens?app=loop')).body.total).toBe(0);
    expect((await admin.call('GET', '/integrations/tokens?app=Resolve%20IT')).status).toBe(400);
    await addPerson(server, 'mona@acme.test', 'manager');
    const manager = await signedIn(server, 'mona@acme.test');
    expect((await manager.call('GET', '/integrations/tokens?app=resolve-it')).status).toBe(403);
  });

  it('only admins manage tokens, each organisation its own', async () => {
    const admin = await adminClient();
    const made = await makeToken(admin, ['scim']);
    await addPerson(server, 'mona@acme.test', 'manager');
    const manager = await signedIn(server, 'mona@acme.test');
    expect((await manager.call('GET', '/integrations/tokens')).status).toBe(403);
    expect((await manager.call('POST', '/integrations/tokens', { name: 'x', scopes: ['scim'], expiresAt: null })).status).toBe(403);
    const globex = await otherOrganisation(server);
    const stranger = await signedIn(server, globex.email);
    expect((await stranger.call('POST', `/integrations/tokens/${made.id}/revoke`)).status).toBe(404);
    expect((await stranger.call<{ total: number }>('GET', '/integrations/tokens')).body.total).toBe(0);
  });
});
