import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readLabelPdf } from '../../../../src/apps/manage/adapters/labels/__tests__/read-label-pdf';
import { signedInAs } from '../../support/session';

const fixture = (name: string) => resolve('tests/fixtures/snipe-it', `${name}.csv`);

/** A fact of the details list, by its term. */
const fact = (page: Page, term: string) => page.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test('an asset is added, checked out, found by its serial, and its label’s QR code opens its page', async ({ page, baseURL }) => {
  await signedInAs(page, 'admin');
  const run = Date.now().toString(36).toUpperCase();
  const tag = `E2E-${run}`;
  const serial = `SN-${run}`;

  await page.goto('/apps/manage-beta/assets/laptop');
  await page.getByRole('link', { name: 'Add asset' }).click();
  await page.getByRole('textbox', { name: 'Asset tag' }).fill(tag);
  await page.getByRole('textbox', { name: 'Serial number' }).fill(serial);
  await page.getByRole('textbox', { name: 'Model' }).fill('ThinkPad T14 Gen 5');
  await page.getByRole('textbox', { name: 'Cost' }).fill('1.349,00');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
  const assetPath = new URL(page.url()).pathname;
  expect(assetPath).toMatch(/^\/apps\/manage-beta\/details\/[\w-]+$/);
  await expect(fact(page, 'Status')).toHaveText('In stock');

  await page.getByRole('button', { name: 'Check out' }).click();
  const checkOut = page.getByRole('dialog', { name: `Check out ${tag}` });
  await checkOut.getByRole('combobox', { name: 'Person' }).fill('Eve');
  await page.getByRole('option', { name: /Eve Employee/ }).click();
  await checkOut.getByRole('button', { name: 'Check out' }).click();
  await expect(checkOut).toBeHidden();
  await expect(fact(page, 'Assigned to')).toHaveText('Eve Employee');
  await expect(fact(page, 'Status')).toHaveText('Deployed');

  await page.getByRole('navigation', { name: 'Manage sections' }).getByRole('link', { name: 'Assets', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search by tag, serial, model or assignee' }).fill(serial);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(tag);
  await expect(table.getByRole('row').nth(1)).toContainText('Eve Employee');

  await table.getByRole('link', { name: tag }).click();
  await page.getByRole('link', { name: 'Print label' }).click();
  await expect(page.getByRole('list', { name: '1 asset chosen' })).toContainText(tag);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF (1 label)' }).click();
  const download = await downloading;
  const pdf = new Uint8Array(await readFile((await download.path())!));

  const [sheet] = await readLabelPdf(pdf);
  const decoded = sheet!.images.map((image) => image.decoded);
  // The label's QR code opens Assets detail at the tag, the way a phone's scan finds the asset.
  expect(decoded).toEqual([new URL(`/apps/assets-detail?tag=${encodeURIComponent(tag)}`, baseURL).href]);
  expect(sheet!.texts.map((text) => text.text)).toEqual(expect.arrayContaining([tag, 'Acme']));

  await page.goto(decoded[0]!);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(tag) })).toBeVisible();
});

test('a Snipe-IT export with one bad row imports nothing and names the line; the corrected file imports every row', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('/apps/manage-beta/manage-imported-assets');

  await page.getByLabel('CSV file', { exact: true }).setInputFiles(fixture('assets-export-bad-row'));
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('Nothing was imported: 1 problem must be fixed in the file first.');
  await expect(problems).toContainText('Line 13: Purchase date “2023-02-30” is not a date.');
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);

  await page.getByLabel('CSV file', { exact: true }).setInputFiles(fixture('assets-export'));
  await page.getByRole('button', { name: 'Import 30 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Assets imported' })).toBeVisible();
  await page.goto('/apps/manage-beta/assets/all?q=LT-0003');
  await expect(page.getByRole('table').getByRole('link', { name: 'LT-0003' })).toBeVisible();
});
