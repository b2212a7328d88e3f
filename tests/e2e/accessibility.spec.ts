import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInAs } from './support/session';

async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [name, path, heading] of [
  ['dashboard', '/dashboard', 'Dashboard'],
  ['not found', '/no/such/page', 'Page not found'],
  ['an app on the shared screen', '/apps/recover/campaigns', 'Recover'],
  ['Manage overview', '/apps/manage-beta/dashboard', 'Overview'],
  ['the asset list', '/apps/manage-beta/assets/all', 'Assets'],
  ['the accessories', '/apps/manage-beta/accessories/all', 'Accessories'],
  ['the licences', '/apps/manage-beta/softwares-licenses-list', 'Licences'],
  ['the people', '/apps/manage-beta/users-list', 'People'],
  ['the exceptions', '/apps/manage-beta/exceptions', 'Exceptions'],
  ['the import and review queue', '/apps/manage-beta/manage-imported-assets', 'Imported assets'],
  ['the asset labels', '/apps/manage-beta/assets-label', 'Asset labels'],
  ['the add asset form', '/apps/manage-beta/add-asset/laptop/all', 'Add asset'],
  ['the app store', '/apps', 'App store'],
] as const) {
  test(`${name} has no serious accessibility violation`, async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The screens people see most, and the kit page, in both themes and on a phone as on a laptop.
for (const [name, path, heading] of [
  ['dashboard', '/dashboard', 'Dashboard'],
  ['the asset list', '/apps/manage-beta/assets/all', 'Assets'],
  ['the add asset form', '/apps/manage-beta/add-asset/laptop/all', 'Add asset'],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      test(`${name} in ${colorScheme} at ${width} px has no serious accessibility violation`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await signedInAs(page, 'admin');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
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
