import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';

/** Over scripts/precompress.mjs's floor, so a build writes compressed copies of both. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const PAGE = `<!doctype html><title>portal</title><p>${'Sign in to the portal. '.repeat(80)}</p>`;
const ASSET = '/assets/main-ABCDEFGH.js';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  // As build.mjs leaves them: each file with its brotli and gzip copies beside it.
  for (const [file, text] of [['index.html', PAGE], [ASSET, SCRIPT]] as const) {
    await writeFile(join(dist, file), text);
    await writeFile(join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(join(dist, `${file}.gz`), gzipSync(text));
  }
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, token?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }), ...(token && { authorization: `Bearer ${token}` }) },
  });

describe('the built files', () => {
  it('go out as brotli to a browser that takes it, as gzip to one that takes only gzip, as they are otherwise', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: undefined, encoding: undefined, decode: (bytes: Buffer) => bytes },
      { accept: 'identity', encoding: undefined, decode: (bytes: Buffer) => bytes },
    ];
    for (const { accept, encoding, decode } of cases) {
      const answer = await get(ASSET, accept);
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers['content-type'], accept).toMatch(/javascript/);
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(String(answer.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(decode(answer.rawPayload).toString('utf8'), accept).toBe(SCRIPT);
    }
  });

  it('include the page for deep links, compressed and revalidated', async () => {
    for (const path of ['/', '/dashboard', '/apps/manage/assets/1']) {
      const answer = await get(path, 'br');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(String(answer.headers.vary), path).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(answer.rawPayload).toString('utf8'), path).toBe(PAGE);
    }
  });
});

describe('API answers', () => {
  it('are compressed above 1 KiB', async () => {
    const { token } = await server.signIn(DEMO.admin.email);
    const plain = await get('/api/v1/apps', undefined, token);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const answer = await get('/api/v1/apps', 'br, gzip', token);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('are sent as they are below 1 KiB', async () => {
    const answer = await get('/api/v1/auth/oauth/providers', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
