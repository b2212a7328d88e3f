import { expect, test } from '@playwright/test';
import { DEMO, signedInAs, signIn } from './support/session';

test('an app the admin uninstalls leaves the employee’s sidebar at once, and comes back when reinstalled', async ({ page }) => {
  await signedInAs(page, 'employee');
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Support', exact: true })).toBeVisible();

  const admin = await signIn(page.request, DEMO.admin);
  const headers = { authorization: `Bearer ${admin.token}` };
  expect((await page.request.delete('/api/v1/apps/support/install', { headers })).status()).toBe(200);
  try {
    await expect(sidebar.getByRole('link', { name: 'Support', exact: true })).toHaveCount(0);
    await page.goto('/apps/support/my-tickets');
    await expect(page).toHaveURL('/apps');
  } finally {
    expect((await page.request.post('/api/v1/apps/support/install', { headers })).status()).toBe(200);
  }
  await expect(sidebar.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
});
