import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { deviceHandedTo } from './support/devices';
import { consoleErrors, DEMO, signedInAs, signIn } from './support/session';

test('Ctrl+K finds an asset by its serial and opens it; Alt+P pins it, and Quick links lists the pin', async ({ page }) => {
  const errors = consoleErrors(page);
  const { token } = await signedInAs(page, 'admin');
  const laptop = await deviceHandedTo(page.request, { admin: token, holder: (await signIn(page.request, DEMO.employee)).token }, {
    prefix: 'PALETTE',
    productType: 'laptop',
    manufacturer: 'Lenovo',
    model: 'ThinkPad T14 Gen 4',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(laptop.serial);
  const hit = palette.getByRole('option', { name: new RegExp(laptop.tag) });
  await expect(hit).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.palette').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await hit.hover();
  await page.keyboard.press('Alt+p');
  await expect(palette.getByRole('button', { name: new RegExp(`Unpin “${laptop.tag}`) })).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/apps/manage-beta/details/${laptop.assetId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(laptop.tag) })).toBeVisible();
  await expect(palette).toBeHidden();

  await page.goto('/quick-links');
  const pins = page.getByRole('list', { name: 'Pinned links' });
  await pins.getByRole('link', { name: new RegExp(laptop.tag) }).click();
  await expect(page).toHaveURL(`/apps/manage-beta/details/${laptop.assetId}`);
  expect(errors).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`the palette and Quick links have no serious accessibility violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signedInAs(page, 'employee');
    await page.goto('/quick-links');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick links' })).toBeVisible();
    await page.getByRole('button', { name: 'Search or jump to…' }).click();
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await page.keyboard.type('wal');
    await expect(page.getByRole('option', { name: /Wallet/ }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
