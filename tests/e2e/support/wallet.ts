import { expect, test, type Page } from '@playwright/test';

/**
 * Tops up a person's wallet as an admin does it: opens their wallet in Wallet and credits it with a reason. A retry
 * runs on the same server, so the reason names the attempt: the ledger then holds one line with it, not two.
 */
export async function topUpWallet(page: Page, person: string, amount: string, reason: string): Promise<void> {
  const line = `${reason} (attempt ${test.info().retry + 1})`;
  await page.goto('/apps/wallet');
  await page.getByRole('combobox', { name: 'Person' }).fill(person);
  await page.getByRole('option', { name: new RegExp(person) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Wallet of ${person}` })).toBeVisible();
  await page.getByRole('button', { name: 'Credit wallet' }).click();
  const credit = page.getByRole('dialog', { name: `Credit the wallet of ${person}` });
  await credit.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await credit.getByRole('textbox', { name: 'Reason' }).fill(line);
  await credit.getByRole('button', { name: 'Credit' }).click();
  await expect(credit).toBeHidden();
  await expect(page.getByRole('cell', { name: line })).toBeVisible();
}
