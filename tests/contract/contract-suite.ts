import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signIn } from '../../contract/auth-routes';
import { MOCK_DEMO } from '../mocks/handlers';
import type { Backend } from './backends';
import { routeCalls } from './route-calls';

/**
 * An app's contract suite on one backend: started once, reset before each case, and signed in as the demo person
 * (the admin unless named) before each case, so every case starts from the demo organisation as the screens do.
 */
export function contractSuite(backend: Backend, signedInAs: string = MOCK_DEMO.admin.email) {
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(() => backend.reset());

  let token = '';
  const calls = routeCalls(backend, () => token);
  const tokenOf = async (email: string) => (await calls.ok(signIn, { body: { email, password: MOCK_DEMO.password } })).token;
  beforeEach(async () => {
    token = await tokenOf(signedInAs);
  });
  return { ...calls, tokenOf };
}
