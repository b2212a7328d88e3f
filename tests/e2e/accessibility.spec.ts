import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { holdTheEntryScript } from './support/held-entry-script';
import { signIn, DEMO } from './support/session';

async function seriousViolations(page: Page) {
  // A theme's colours fade in (buttons ease their background): axe reads colours as they are, so a button caught
  // half-way on a busy machine measured as a contrast failure. Checked once every transition has ended.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** One sign-in for the whole file: every test puts the same session into its page's storage before the app starts. */
let session: { token: string; allowedApps: string[] };

test.beforeAll(async ({ request }) => {
  session = await signIn(request, DEMO.admin);
});

async function signedIn(page: Page) {
  const encoded = Buffer.from(JSON.stringify(session.allowedApps), 'utf8').toString('base64');
  await page.addInitScript(
    ([token, apps]) => {
      window.localStorage.setItem('loginToken', token!);
      window.localStorage.setItem('allowedApps', apps!);
    },
    [session.token, encoded],
  );
}

test('the login page has no serious accessibility violation, as its HTML shows it and once the app has it', async ({ page }) => {
  const release = await holdTheEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('form[data-prerendered]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [name, path, heading] of [
  ['not found', '/no/such/page', 'Page not found'],
  ['an app on the shared screen', '/apps/recover/campaigns', 'Recover'],
  ['Manage overview', '/apps/manage-beta/dashboard', 'Overview'],
  ['the accessories', '/apps/manage-beta/accessories/all', 'Accessories'],
  ['the licences', '/apps/manage-beta/softwares-licenses-list', 'Licences'],
  ['the people', '/apps/manage-beta/users-list', 'People'],
  ['the exceptions', '/apps/manage-beta/exceptions', 'Exceptions'],
  ['the import and review queue', '/apps/manage-beta/manage-imported-assets', 'Imported assets'],
  ['the asset labels', '/apps/manage-beta/assets-label', 'Asset labels'],
  ['the app store', '/apps', 'App store'],
] as const) {
  test(`${name} has no serious accessibility violation`, async ({ page }) => {
    await signedIn(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/*
 * The screens people see most, in both themes, on a laptop and on a phone. The theme follows the system's colour
 * scheme (the demo person keeps "Like the system"), so each scheme loads the page once; the width changes in place.
 */
for (const [name, path, heading] of [
  ['the dashboard', '/dashboard', 'Dashboard'],
  ['the asset list', '/apps/manage-beta/assets/all', 'Assets'],
  ['the add asset form', '/apps/manage-beta/add-asset/laptop/all', 'Add asset'],
  ['All assets', '/apps/all-assets', 'All assets'],
  ['the consumables', '/apps/manage-beta/consumables', 'Consumables'],
  ['the components', '/apps/manage-beta/components', 'Components'],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${name} in ${colorScheme} at 1280 and 375 px has no serious accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ colorScheme });
      await signedIn(page);
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await seriousViolations(page), 'at 1280 px').toEqual([]);

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(title).toBeVisible();
      // Nothing but a table's own scroller may run past the edge of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page), 'at 375 px').toEqual([]);
    });
  }
}

test('the kit page shows every piece in both themes without a serious accessibility violation', async ({ page }) => {
  await page.goto('/dev/kit/');
  await expect(page.getByRole('heading', { level: 1, name: 'The kit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Light' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dark' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sample assets' })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});
