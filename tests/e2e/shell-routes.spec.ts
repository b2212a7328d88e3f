import { expect, test } from '@playwright/test';
import { consoleErrors, signedInAs } from './support/session';

const publicPages: [path: string, heading: RegExp][] = [
  ['/request-demo/request-submitted', /demo request sent/i],
  ['/request-demo/submitted', /demo request submitted/i],
  ['/recover/help-with-return/42', /returning your device/i],
  ['/refresh-buy-diagnostic/abc', /buy your device/i],
  ['/refresh-go-diagnostic/abc', /start your refresh/i],
  ['/external/login', /sign in to resolve now/i],
  ['/external/resolve-now', /your tickets/i],
  ['/external/resolve-now/ticket-detail/7', /ticket details/i],
  ['/thanks-sample', /thank you/i],
  ['/discovery-tool', /discovery tool/i],
];

test.describe('without a token', () => {
  for (const [path, heading] of publicPages) {
    test(`the public page ${path} renders`, async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(new URL(page.url()).pathname).toBe(path);
      // These links are made up and too short to be tokens: the campaign pages' calls are answered 400 or 404, which
      // the browser logs whenever the answer comes before this line.
      expect(errors.filter((error) => !/the server responded with a status of (400|404)/.test(error))).toEqual([]);
    });
  }

  test('a request-demo link renders its form', async ({ page }) => {
    const errors = consoleErrors(page);
    const link = await (await page.request.get('/api/v1/dev/plg-token?email=someone%40initech.test')).json();
    await page.goto(link.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/request a demo/i);
    await expect(page.getByRole('button', { name: 'Request the demo' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [from, to] of [
    ['/asset-recovery/schedule-pickup/42', '/recover/help-with-return/42'],
    ['/device-already-return/42', '/recover/help-with-return/42'],
    ['/refresh-buy/refresh-buy-diagnostic/9/xyz', '/refresh-buy-diagnostic/xyz'],
    ['/refresh-buy/diagnostic/xyz', '/refresh-buy-diagnostic/xyz'],
    ['/', '/login'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('a protected path goes to Login, and the redirect replaces the history entry', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/apps/manage-beta/assets/3');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('directNavigationRoute'))).toContain('/apps/manage-beta/assets/3');
    await page.goBack();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'admin');
  });

  for (const [from, to] of [
    ['/', '/dashboard'],
    ['/login', '/dashboard'],
    ['/apps/manage-beta', '/apps/manage-beta/dashboard'],
    ['/apps/shop', '/apps/shop/home'],
    ['/apps/resolve-it', '/apps/resolve-it/dashboard'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('a disallowed app goes to the app store', async ({ browser }) => {
    const page = await browser.newPage();
    await signedInAs(page, 'employee');
    await page.goto('/apps/manage-orders');
    await expect(page).toHaveURL('/apps');
    await expect(page.getByRole('heading', { level: 1, name: 'App store' })).toBeVisible();
  });

  test('app details open for any slug, allowed or not', async ({ browser }) => {
    const page = await browser.newPage();
    await signedInAs(page, 'employee');
    await page.goto('/app/details/manage-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
    await expect(page.getByText(/your role may not open it/i).first()).toBeVisible();
  });

  test('an unknown path shows not found with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('the sidebar lists the allowed apps by category and links through the guard', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('heading', { name: 'Service desk' })).toBeVisible();
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL('/apps/shop/home');
    await page.goBack();
    await expect(page).toHaveURL('/dashboard');
    await page.goForward();
    await expect(page).toHaveURL('/apps/shop/home');
  });

  test('navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/apps');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('link', { name: 'Open Shop', exact: true }).click();
    await expect(page).toHaveURL('/apps/shop/home');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the whole shell works by keyboard: skip link, menu and sign-out', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard#content');
    await expect(page.getByRole('main')).toBeFocused();
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign out' }).press('Enter');
    await expect(page).toHaveURL('/login');
  });
});
