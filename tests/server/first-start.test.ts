import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignInAnswer } from '../../contract/auth';
import { Problem, ProblemTypes } from '../../contract/problem';
import { MemoryAttemptLimiter } from '../../server/adapters/memory-attempt-limiter';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/security/passwords';
import { hashToken } from '../../server/security/tokens';
import { DEMO, seedDemoWhenEmpty } from '../../server/seed/demo-seed';
import { DEMO_STAFF_ADDRESSES } from '../../server/seed/demo-staff';
import { prepareData, StartRefused } from '../../server/seed/prepare-data';
import { SETUP_LINK_TTL_MINUTES } from '../../server/seed/setup-link';
import { addMember } from '../../server/services/provisioning';
import { startTestServer, type TestServer } from './harness';

/** A production portal: no demo seed, no development doors, sign-up closed unless a test opens it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ production: true, devTools: false, signupOpen: false });
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const founder = { organisationName: 'Initech', name: 'Ian Owner', email: 'ian@initech.test', password: 'a-long-chosen-secret' };

const signUp = (body: object) => server.call('POST', '/api/v1/auth/sign-up', { body });

async function setupToken(): Promise<string> {
  const { setupLink } = await prepareData(server.store, server.config, new Date());
  return new URL(setupLink!.url).searchParams.get('setup')!;
}

function expectRefused(answer: { status: number; body: unknown }, type: string) {
  expect(answer.status).toBe(403);
  expect(Problem.parse(answer.body).type).toBe(type);
}

describe('the first start in production', () => {
  it('creates no account and prints a setup link to the sign-up page, whose token is stored hashed', async () => {
    const prepared = await prepareData(server.store, server.config, new Date());
    expect(prepared.seeded).toBe(false);
    expect(await server.store.repos.organisations.any()).toBe(false);
    expect(await server.store.repos.users.findByEmail(DEMO.admin.email)).toBeUndefined();
    const link = new URL(prepared.setupLink!.url);
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/signup');
    const token = link.searchParams.get('setup')!;
    const stored = JSON.stringify(await server.database.db.execute(sql`SELECT token_hash FROM setup_tokens`));
    expect(stored).toContain(hashToken(token));
    expect(stored).not.toContain(token);
    expect((await server.call('POST', '/api/v1/auth/sign-in', { body: { email: DEMO.admin.email, password: DEMO.password } })).status).toBe(401);
  });

  it('lets the setup link found the organisation once; a second use and sign-up without it are refused', async () => {
    const token = await setupToken();
    expectRefused(await signUp(founder), ProblemTypes.signUpClosed);
    const first = await signUp({ ...founder, setupToken: token });
    expect(first.status).toBe(201);
    const owner = SignInAnswer.parse(first.body).user;
    expect(owner.role).toBe('owner');
    expectRefused(await signUp({ ...founder, email: 'second@initech.test', setupToken: token }), ProblemTypes.setupLinkInvalid);
    expectRefused(await signUp({ ...founder, email: 'third@initech.test' }), ProblemTypes.signUpClosed);
    // The portal is set up: no further link is printed.
    expect((await prepareData(server.store, server.config, new Date())).setupLink).toBeNull();
  });

  it('founds one organisation when the link is used twice at once', async () => {
    const token = await setupToken();
    const answers = await Promise.all([
      signUp({ ...founder, setupToken: token }),
      signUp({ ...founder, email: 'twin@initech.test', setupToken: token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
  });

  it('refuses an expired link and a forged one', async () => {
    const token = await setupToken();
    server.advance((SETUP_LINK_TTL_MINUTES + 1) * 60_000);
    expectRefused(await signUp({ ...founder, setupToken: token }), ProblemTypes.setupLinkInvalid);
    expectRefused(await signUp({ ...founder, setupToken: 'forged' }), ProblemTypes.setupLinkInvalid);
  });

  it('opens sign-up to anyone after setup only with SIGNUP_OPEN, and never before it', async () => {
    const { app } = await buildApp({
      config: { ...server.config, signupOpen: true },
      store: server.store,
      limiter: new MemoryAttemptLimiter(() => new Date()),
    });
    const openSignUp = async (body: object) => {
      const answer = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: body });
      return { status: answer.statusCode, body: answer.json() as unknown };
    };
    try {
      const token = await setupToken();
      expectRefused(await openSignUp(founder), ProblemTypes.signUpClosed);
      expect((await openSignUp({ ...founder, setupToken: token })).status).toBe(201);
      expect((await openSignUp({ ...founder, organisationName: 'Globex', email: 'gil@globex.test' })).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('a production start over a demo database', () => {
  it('is refused while an account has the demo password, and names it', async () => {
    await seedDemoWhenEmpty(server.store, server.config.scryptCost);
    const refused = prepareData(server.store, server.config, new Date());
    await expect(refused).rejects.toBeInstanceOf(StartRefused);
    await expect(refused).rejects.toThrow(new RegExp(`${DEMO.admin.email}, ${DEMO.employee.email}`));
  });

  it('checks the demo addresses when there are too many accounts to check each', async () => {
    await seedDemoWhenEmpty(server.store, server.config.scryptCost);
    const admin = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const passwordHash = await hashPassword('someone-else-entirely', server.config.scryptCost);
    for (let n = 0; n < 25; n += 1) {
      await addMember(server.store.repos, admin.organisationId, { email: `person${n}@acme.test`, name: `Person ${n}`, role: 'employee', passwordHash });
    }
    await expect(prepareData(server.store, server.config, new Date())).rejects.toThrow(DEMO.admin.email);
  });

  it('starts once the demo passwords are changed', async () => {
    await seedDemoWhenEmpty(server.store, server.config.scryptCost);
    const passwordHash = await hashPassword('a-new-secret-of-their-own', server.config.scryptCost);
    for (const email of [DEMO.admin.email, DEMO.employee.email, ...DEMO_STAFF_ADDRESSES]) {
      const user = (await server.store.repos.users.findByEmail(email))!;
      await server.store.repos.users.setPassword(user.organisationId, user.id, passwordHash, new Date());
    }
    expect(await prepareData(server.store, server.config, new Date())).toEqual({ seeded: false, setupLink: null });
  });
});
