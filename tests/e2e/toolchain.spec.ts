import { expect, test } from '@playwright/test';
import { signedInAs } from './support/session';

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
  // The CSP has no 'unsafe-inline': every script must come from a file. A JSON data block runs nothing.
  expect(html.match(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? []).toEqual([]);
});

test("an app's stylesheet loads with its first screen, never with the shell", async ({ page }) => {
  await signedInAs(page, 'admin');
  const stylesheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await stylesheets()).filter((href) => href?.includes('app-manage'))).toEqual([]);

  await page.getByRole('link', { name: 'Manage', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect((await stylesheets()).filter((href) => href?.includes('app-manage'))).toHaveLength(1);
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
