import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignInAnswer } from '../../contract/auth';
import { JobItem, JobList } from '../../contract/jobs';
import { AuditList } from '../../contract/people';
import { Problem, ProblemTypes } from '../../contract/problem';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A mail job of the organisation that failed its only attempt. */
async function deadMailOf(organisationId: string, to: string): Promise<string> {
  const { jobs } = server.store.repos;
  const at = new Date();
  const job = await jobs.enqueue({ kind: 'mail', payload: { to }, organisationId, target: to, maxAttempts: 1, runAt: at }, at);
  await jobs.claim(['mail'], 10, at, new Date(at.getTime() + 60_000));
  await jobs.fail(job.id, 1, '550 mailbox unavailable', null, at);
  return job.id;
}

async function signUpGlobex(): Promise<SignInAnswer> {
  const answer = await server.call('POST', '/api/v1/auth/sign-up', {
    body: { organisationName: 'Globex', name: 'Gil Owner', email: 'gil@globex.test', password: 'long-enough-password' },
  });
  return SignInAnswer.parse(answer.body);
}

describe('the dead-letter list', () => {
  it('is for admins only', async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    const listed = await server.call('GET', '/api/v1/admin/jobs', { token });
    expect(listed.status).toBe(403);
    expect(Problem.parse(listed.body).type).toBe(ProblemTypes.forbidden);
    const retried = await server.call('POST', `/api/v1/admin/jobs/${crypto.randomUUID()}/retry`, { token });
    expect(retried.status).toBe(403);
  });

  it("shows each organisation its own dead jobs, without their payload, and retries only its own", async () => {
    const acme = await server.signIn(DEMO.admin.email);
    const globex = await signUpGlobex();
    const acmeJob = await deadMailOf(acme.user.organisationId, 'eve@acme.test');
    const globexJob = await deadMailOf(globex.user.organisationId, 'gil@globex.test');

    const list = JobList.parse((await server.call('GET', '/api/v1/admin/jobs?state=dead', { token: acme.token })).body);
    expect(list.items.map((job) => job.id)).toEqual([acmeJob]);
    expect(list.items[0]).toMatchObject({ kind: 'mail', target: 'eve@acme.test', attempts: 1, lastError: '550 mailbox unavailable' });
    expect(list.items[0]).not.toHaveProperty('payload');
    expect((await server.call('POST', `/api/v1/admin/jobs/${globexJob}/retry`, { token: acme.token })).status).toBe(404);

    const retried = await server.call('POST', `/api/v1/admin/jobs/${acmeJob}/retry`, { token: acme.token });
    expect(retried.status).toBe(200);
    expect(JobItem.parse(retried.body)).toMatchObject({ id: acmeJob, state: 'queued', attempts: 0 });
    expect(JobList.parse((await server.call('GET', '/api/v1/admin/jobs', { token: acme.token })).body).total).toBe(0);
    expect((await server.call('POST', `/api/v1/admin/jobs/${acmeJob}/retry`, { token: acme.token })).status).toBe(404);
    const trail = AuditList.parse((await server.call('GET', '/api/v1/audit-log?action=job.retried', { token: acme.token })).body);
    expect(trail.items.map((entry) => entry.entityId)).toEqual([acmeJob]);

    const theirs = JobList.parse((await server.call('GET', '/api/v1/admin/jobs', { token: globex.token })).body);
    expect(theirs.items.map((job) => job.id)).toEqual([globexJob]);
  });
});
