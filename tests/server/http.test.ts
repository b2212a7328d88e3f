import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../contract/routes';
import { MemoryAttemptLimiter } from '../../server/adapters/memory-attempt-limiter';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { appCatalogue as appCatalogueTable } from '../../server/db/schema';
import { configFromEnv } from '../../server/config';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  await writeFile(join(dist, 'sign-in.en.html'), '<!doctype html><title>Sign in</title>');
  await writeFile(join(dist, 'sign-in.de.html'), '<!doctype html><title>Anmelden</title>');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1);');
  await mkdir(join(dist, 'dev', 'kit'), { recursive: true });
  await writeFile(join(dist, 'dev', 'kit', 'index.html'), '<!doctype html><title>kit</title>');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('forbid inline script and foreign framing, and sniffing', async () => {
    const answer = await server.call('GET', '/dashboard');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    // The one frame the portal makes itself: a PDF of asset labels, for the browser's print dialog.
    expect(csp).toMatch(/frame-src 'self' blob:/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the browser app', () => {
  it('is served for any path that is not a file, the API or socket.io', async () => {
    for (const path of ['/', '/dashboard', '/assets/', '/apps/manage-beta/assets/1', '/login-user/a/b']) {
      const answer = await server.call('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain('<title>portal</title>');
    }
    expect((await server.call('GET', '/assets/app.js')).text).toBe('console.log(1);');
  });

  it('answers /login with the sign-in form prerendered in the language the browser asks for', async () => {
    const cases = [
      [{}, 'Sign in', 'en'],
      [{ 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' }, 'Anmelden', 'de'],
      [{ 'accept-language': 'fr-FR, en;q=0.5, de;q=0.7' }, 'Anmelden', 'de'],
      [{ 'accept-language': 'de;q=0, en-GB' }, 'Sign in', 'en'],
      [{ 'accept-language': 'fr, *;q=0.1' }, 'Sign in', 'en'],
      // The language the portal last showed in this browser wins over the browser's own.
      [{ 'accept-language': 'de-DE', cookie: 'theme=x; portal-language=en' }, 'Sign in', 'en'],
      [{ 'accept-language': 'en-US', cookie: 'portal-language=de' }, 'Anmelden', 'de'],
      [{ cookie: 'portal-language=fr' }, 'Sign in', 'en'],
    ] as const;
    for (const [headers, title, language] of cases) {
      const answer = await server.call('GET', '/login?next=%2Fhome', { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.text, JSON.stringify(headers)).toContain(`<title>${title}</title>`);
      expect(answer.headers['content-language']).toBe(language);
      expect(String(answer.headers.vary)).toMatch(/accept-language/);
      expect(String(answer.headers.vary)).toMatch(/cookie/);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    // Every other page is the plain app page.
    expect((await server.call('GET', '/signup', { headers: { 'accept-language': 'de' } })).text).toContain('<title>portal</title>');
  });

  it('serves the service worker as JavaScript that is always revalidated', async () => {
    const answer = await server.call('GET', '/sw.js');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the popup page its opener', async () => {
    const answer = await server.call('GET', '/oauth-popup?code=c&state=s');
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    expect((await server.call('GET', '/dashboard')).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('answers unknown API paths with a problem, never the page', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nothing'],
      ['GET', '/api/nothing'],
      ['POST', '/dashboard'],
      ['GET', '/socket.io/nothing'],
    ] as const) {
      const answer = await server.call(method, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^application\/problem\+json/);
    }
  });

  it('serves the kit page while the development tools are on', async () => {
    for (const path of ['/dev/kit/', '/dev/kit', '/dev/kit/index.html']) {
      expect((await server.call('GET', path)).text, path).toContain('<title>kit</title>');
    }
  });

  it('shows a placeholder in the frame of an embedded app, which answers the portal’s handshake from a script file', async () => {
    const page = (await server.call('GET', '/embedded/pos')).text;
    expect(page).toContain('POS');
    expect(page).toContain('<script src="/embedded/handshake.js"></script>');
    const script = await server.call('GET', '/embedded/handshake.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain('app:ready');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await server.call('GET', '/embedded/shop')).text).not.toContain('provided by a partner');
  });

  it('lets pages frame the https partners of the catalogue, and no plain-http one', async () => {
    const { db } = server.database;
    const setFrame = (slug: string, url: string) => db.update(appCatalogueTable).set({ frameUrl: url }).where(eq(appCatalogueTable.slug, slug));
    await setFrame('pos', 'https://pos.vendor.example/till');
    await setFrame('shipment-tracking', 'http://tracking.vendor.example/');
    const fresh = await buildApp({ config: server.config, store: server.store, limiter: new MemoryAttemptLimiter(() => new Date()) });
    try {
      await fresh.app.ready();
      const csp = String((await fresh.app.inject({ method: 'GET', url: '/dashboard' })).headers['content-security-policy']);
      const frameSrc = /frame-src ([^;]*)/.exec(csp)![1]!;
      expect(frameSrc).toContain('https://pos.vendor.example');
      expect(frameSrc).not.toContain('tracking.vendor.example');
    } finally {
      await fresh.app.close();
      await setFrame('pos', '/embedded/pos');
      await setFrame('shipment-tracking', '/embedded/shipment-tracking');
    }
  });
});

describe('with the development tools off', () => {
  it('has no development routes, and no dev routes in its reference', async () => {
    const production = await buildApp({
      config: { ...server.config, devTools: false },
      store: server.store,
      limiter: new MemoryAttemptLimiter(() => new Date()),
    });
    try {
      for (const url of ['/api/v1/dev/mailbox', '/api/v1/dev/plg-token?email=a@b.test', '/api/v1/dev/oauth/authorize']) {
        const answer = await production.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
      }
      const document = (await production.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
      expect(Object.keys(document.paths).some((path) => path.includes('/dev/'))).toBe(false);
      // The kit page is a development tool: the portal answers its address as a page it does not know.
      for (const url of ['/dev/kit/', '/dev/kit', '/dev/kit/index.html']) {
        expect((await production.app.inject({ method: 'GET', url })).body, url).not.toContain('<title>kit</title>');
      }
    } finally {
      await production.app.close();
    }
  });

  it('starts in production on its generated key, and refuses a short SERVER_SECRET or the development tools', () => {
    const secret = 'x'.repeat(32);
    expect(configFromEnv({ NODE_ENV: 'production' }).serverSecret).toBeNull();
    expect(() => configFromEnv({ NODE_ENV: 'production', SERVER_SECRET: 'x'.repeat(31) })).toThrow(/SERVER_SECRET/);
    expect(() => configFromEnv({ SERVER_SECRET: 'short' })).toThrow(/SERVER_SECRET/);
    expect(configFromEnv({ NODE_ENV: 'production', SERVER_SECRET: secret })).toMatchObject({ serverSecret: secret, devTools: false });
    expect(() => configFromEnv({ NODE_ENV: 'production', SERVER_SECRET: secret, PORTAL_DEV_TOOLS: '1' })).toThrow(/PORTAL_DEV_TOOLS/);
  });
});

describe('the API reference', () => {
  it('serves the OpenAPI document of every route and a readable page without script', async () => {
    const document = await server.call<{ openapi: string; paths: Record<string, Record<string, { operationId: string }>> }>(
      'GET',
      '/api/docs/openapi.json',
    );
    expect(document.body.openapi).toBe('3.1.0');
    const ids = Object.values(document.body.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids.sort()).toEqual(allRoutes.map((route) => route.id).sort());
    const page = await server.call('GET', '/api/docs');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('/api/v1/auth/sign-in');
    expect(page.text).not.toContain('<script');
  });
});

describe('realtime', () => {
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));

  function open(token: string): Socket {
    const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  }

  it('refuses a socket without a valid token', async () => {
    const error = await new Promise<Error>((resolve) => open('x'.repeat(43)).once('connect_error', resolve));
    expect(error.message).toBe('unauthenticated');
  });

  it('tells the organisation about app changes and drops the socket of a revoked session', async () => {
    const admin = await server.signIn(DEMO.admin.email);
    const employee = await server.signIn(DEMO.employee.email);
    const socket = open(employee.token);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const changed = new Promise((resolve) => socket.once('apps.changed', resolve));
    await server.call('POST', '/api/v1/apps/pos/install', { token: admin.token });
    expect(await changed).toEqual({ slug: 'pos' });

    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    await server.call('POST', '/api/v1/auth/sign-out', { token: employee.token });
    expect(await dropped).toBe('io server disconnect');
  });
});
