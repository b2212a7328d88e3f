import { expect, test } from '@playwright/test';

// How the server of `npm start` serves the browser app (spec 7 and 8: /sw.js, SPA fallback, caching).

test('/sw.js is served as uncached JavaScript', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('a path that is no file gets the shell, with external scripts only', async ({ request }) => {
  const response = await request.get('/some/deep/unknown/path');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('<div id="root">');
  // The CSP has no 'unsafe-inline': every script must come from a file.
  expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
});

test('hashed assets are cached for good', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" src="(\/assets\/[^"]+)"/.exec(html)?.[1];
  expect(entry, 'the entry script tag of index.html').toBeTruthy();
  const response = await request.get(entry ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toContain('immutable');
});
