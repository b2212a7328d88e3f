import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

/** What pino writes, one JSON object a line, as a log shipper would read it. */
let written = '';
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written += chunk.toString();
    done();
  },
});
const lines = (): LogLine[] => written.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logger: { level: 'info', stream: destination } });
});
beforeEach(() => {
  written = '';
});
afterAll(() => server.close());

const INFO = 30;

describe('the request log', () => {
  it('writes one info line per request with who asked, and never the token', async () => {
    const { token, user } = await server.signIn(DEMO.admin.email);
    written = '';
    await server.call('GET', '/api/v1/auth/session?page=2', { token });
    const logged = lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: INFO,
      msg: 'request',
      method: 'GET',
      path: '/api/v1/auth/session?page=2',
      status: 200,
      userId: user.id,
      organisationId: user.organisationId,
    });
    expect(logged[0]!.ms).toEqual(expect.any(Number));
    expect(written).not.toContain(token);
  });

  it('names nobody for a call without a session, and never logs a password', async () => {
    await server.call('POST', '/api/v1/auth/sign-in', { body: { email: DEMO.admin.email, password: 'the-wrong-password' } });
    const [line] = lines();
    expect(line).toMatchObject({ method: 'POST', path: '/api/v1/auth/sign-in', status: 401 });
    expect(line).not.toHaveProperty('userId');
    expect(written).not.toContain('the-wrong-password');
    expect(written).not.toContain(DEMO.admin.email);
  });

  it('blanks query values that may be secrets and the capability segments of page paths', async () => {
    await server.call('GET', `/api/v1/dev/mailbox?to=${DEMO.admin.email}`);
    await server.call('GET', '/api/v1/dev/oauth/approve?state=the-state&nonce=the-nonce&redirect_uri=x&email=a%40b.test&code=123456');
    await server.call('GET', '/login-user/some-id/the-link-hash');
    const paths = lines().map((line) => line.path);
    expect(paths[0]).toBe('/api/v1/dev/mailbox?to=%5Bredacted%5D');
    expect(paths[1]).not.toMatch(/the-state|the-nonce|a%40b|123456/);
    expect(paths[2]).toBe('/login-user/…');
    expect(written).not.toContain('the-link-hash');
  });
});
