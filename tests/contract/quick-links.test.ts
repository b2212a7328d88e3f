import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as authRoutes from '../../contract/auth-routes';
import { ProblemTypes } from '../../contract/problem';
import * as routes from '../../contract/quick-links';
import { MOCK_DEMO } from '../mocks/handlers';
import { mockServer, realServer, type Backend } from './backends';
import { routeCalls } from './route-calls';

/** Pins and the palette's record search answer alike from the server and from the mocks the shell is tested with. */
describe.each([realServer(), mockServer()])('$name', (backend: Backend) => {
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(() => backend.reset());

  const { ok, problem } = routeCalls(backend);
  const signIn = (email: string) => ok(authRoutes.signIn, { body: { email, password: MOCK_DEMO.password } });
  const pin = { kind: 'page', path: '/apps/wallet', label: 'Wallet', detail: null } as const;

  it('keeps a person’s pins against the version read', async () => {
    const { token } = await signIn(MOCK_DEMO.employee.email);
    expect(await ok(routes.getQuickLinks, { token })).toEqual({ items: [], version: 0 });
    const saved = await ok(routes.saveQuickLinks, { token, body: { items: [pin], version: 0 } });
    expect(saved).toEqual({ items: [pin], version: 1 });
    await problem(routes.saveQuickLinks, { token, body: { items: [], version: 0 } }, 412, ProblemTypes.staleVersion);
    await problem(routes.saveQuickLinks, { token, body: { items: [{ ...pin, path: 'https://evil.test' }], version: 1 } }, 400, ProblemTypes.validation);
    await problem(routes.getQuickLinks, {}, 401, ProblemTypes.unauthenticated);
  });

  it('finds a person by name for the admin, and nothing of Manage for the employee', async () => {
    const admin = await signIn(MOCK_DEMO.admin.email);
    const { hits } = await ok(routes.searchRecords, { token: admin.token, query: { q: MOCK_DEMO.employee.name } });
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'person', title: MOCK_DEMO.employee.name, detail: MOCK_DEMO.employee.email, appSlug: 'manage-beta' }));
    const employee = await signIn(MOCK_DEMO.employee.email);
    const own = await ok(routes.searchRecords, { token: employee.token, query: { q: MOCK_DEMO.employee.name } });
    expect(own.hits.filter((hit) => hit.appSlug === 'manage-beta')).toEqual([]);
    await problem(routes.searchRecords, { token: admin.token, query: { q: 'x' } }, 400, ProblemTypes.validation);
  });
});
