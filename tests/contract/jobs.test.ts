import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as authRoutes from '../../contract/auth-routes';
import * as jobRoutes from '../../contract/job-routes';
import { ProblemTypes } from '../../contract/problem';
import { MOCK_DEMO } from '../mocks/handlers';
import { mockServer, realServer, type Backend } from './backends';
import { routeCalls } from './route-calls';

/** The dead-letter routes answer alike from the server and from the mocks the settings screen is tested with. */
describe.each([realServer(), mockServer()])('$name', (backend: Backend) => {
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(() => backend.reset());

  const { ok, problem } = routeCalls(backend);
  const signIn = (email: string) => ok(authRoutes.signIn, { body: { email, password: MOCK_DEMO.password } });

  it('lists no dead jobs of a fresh organisation to its admin, and refuses the employee', async () => {
    const admin = await signIn(MOCK_DEMO.admin.email);
    const list = await ok(jobRoutes.listJobs, { token: admin.token, query: { state: 'dead' } });
    expect(list).toMatchObject({ items: [], total: 0, page: 1 });
    await problem(jobRoutes.retryJob, { token: admin.token, params: { id: crypto.randomUUID() } }, 404, ProblemTypes.notFound);
    await problem(jobRoutes.listJobs, { query: {} }, 401, ProblemTypes.unauthenticated);
    const employee = await signIn(MOCK_DEMO.employee.email);
    await problem(jobRoutes.listJobs, { token: employee.token }, 403, ProblemTypes.forbidden);
    await problem(jobRoutes.retryJob, { token: employee.token, params: { id: crypto.randomUUID() } }, 403, ProblemTypes.forbidden);
  });
});
