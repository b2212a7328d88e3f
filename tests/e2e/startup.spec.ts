import { expect, test } from '@playwright/test';
import { consoleErrors } from './support/session';

test('the app mounts into the root element with no boot error', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  // The page's HTML shows the form at once; the app has mounted when its own form can be sent.
  await expect(page.locator('#root').getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.locator('form[data-prerendered]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a startup module whose chunk cannot load is skipped and the app still mounts', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.route('**/assets/analytics-module-*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(errors.some((e) => e.includes('Boot error') && e.includes('analytics'))).toBe(true);
});

test('a startup module that fails stops startup and shows a notice with a reload link', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.route('**/assets/charts-module-*.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'export default { name: "charts", run() { throw new Error("charts exploded") } };',
    }),
  );
  await page.goto('/login');
  await expect(page.getByRole('alert')).toContainText('The portal could not start');
  await expect(page.getByRole('link', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  expect(errors.some((e) => e.includes('Boot error') && e.includes('charts exploded'))).toBe(true);
});

test('a startup module that redirects sends the browser there without mounting', async ({ page }) => {
  await page.route('**/assets/analytics-module-*.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'export default { name: "analytics", run(ctx) { if (ctx.path.startsWith("/login")) ctx.redirect("/signup") } };',
    }),
  );
  await page.goto('/login');
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
});

test('the production build registers /sw.js and the shell opens offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  // The worker controls the page once it has claimed it; a reload makes sure it serves the navigation.
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.goto('/apps/shop/home');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(false);
});

test('a toast with a bad position shows nothing and logs the error; a good one shows', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  const refused = await page.evaluate(() => window.portal!.notify({ message: 'Moved', position: 'middle' }));
  expect(refused).toBeNull();
  expect(errors.some((e) => e.includes('middle'))).toBe(true);
  await expect(page.getByText('Moved')).toHaveCount(0);

  await page.evaluate(() => window.portal!.notify({ message: 'Saved', type: 'positive' }));
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Saved')).toBeVisible();
});
