import { expect, test } from '@playwright/test';
import { DEMO } from './support/session';

test('signing in with an identity provider in a popup hands the session to the opener', async ({ page }) => {
  await page.goto('/apps/shop/home');
  await expect(page).toHaveURL('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test identity provider' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await popup.getByLabel('Email').fill(DEMO.employee);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(page).toHaveURL('/apps/shop/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});

test('a provider that vouches for an unknown address signs nobody in', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test identity provider' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill('stranger@nowhere.test');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('loginToken'))).toBeNull();
});
