import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem, ProblemTypes } from '../../contract/problem';
import { MemoryAttemptLimiter } from '../../server/adapters/memory-attempt-limiter';
import { buildApp, type PortalApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { startTestServer, type TestServer } from './harness';

const PUBLIC = '/api/v1/auth/oauth/providers';

let server: TestServer;
let port: number;
beforeAll(async () => {
  // A short timeout stands in for the real one: the test sees the cut, not how long it takes.
  server = await startTestServer({ requestTimeoutMs: 300 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  port = address.port;
});
afterAll(() => server.close());

/** Sends `head` on a raw connection and never more; resolves with all the server said once it closes. */
function stall(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('a request that never finishes', () => {
  it('is answered 408 and closed when its body stalls', async () => {
    const body = '{"email":"admin@acme.test","password":';
    const head = [
      'POST /api/v1/auth/sign-in HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${body.length + 100}`,
      '',
      body,
    ].join('\r\n');
    expect(await stall(head)).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is answered 408 and closed when its headers stall', async () => {
    expect(await stall('GET /api/v1/auth/oauth/providers HTTP/1.1\r\nHost: 127.0.0.1\r\n')).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('load shedding', () => {
  async function shedding(shed: ServerConfig['shedding'], load: () => Promise<void>): Promise<PortalApp> {
    const portal = await buildApp({
      config: { ...server.config, shedding: shed },
      store: server.store,
      limiter: new MemoryAttemptLimiter(() => new Date()),
    });
    await portal.app.ready();
    await load();
    return portal;
  }

  /** The load is sampled every half second: ask until a sample has seen it, a few seconds at most. */
  async function firstShed(portal: PortalApp) {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const answer = await portal.app.inject({ method: 'GET', url: PUBLIC });
      if (answer.statusCode !== 200) return answer;
      await sleep(50);
    }
    throw new Error('never shed');
  }

  function expectShed(answer: Awaited<ReturnType<typeof firstShed>>): void {
    expect(answer.statusCode).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Problem.parse(answer.json()).type).toBe(ProblemTypes.overloaded);
  }

  it('answers 503 with Retry-After while the event loop is blocked', async () => {
    // Blocked in stretches with ticks between: a stretch right after a sample is not measured, as the lag of a
    // stretch is the time since the tick before it and a sample starts afresh.
    const blockLoop = async () => {
      for (let stretch = 0; stretch < 4; stretch += 1) {
        const until = performance.now() + 150;
        while (performance.now() < until);
        await sleep(30);
      }
    };
    const portal = await shedding({ eventLoopDelayMs: 1, heapUsedBytes: 0 }, blockLoop);
    try {
      expectShed(await firstShed(portal));
    } finally {
      await portal.app.close();
    }
  });

  it('answers 503 with Retry-After while the heap is past its threshold', async () => {
    const portal = await shedding({ eventLoopDelayMs: 0, heapUsedBytes: 1 }, async () => undefined);
    try {
      expectShed(await firstShed(portal));
    } finally {
      await portal.app.close();
    }
  });
});
