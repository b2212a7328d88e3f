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
