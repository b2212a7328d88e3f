import { expect, test, type Page } from '@playwright/test';
import { snipeItFixturePath } from '../../../fixtures/snipe-it/snipe-it-fixtures';
import { signedInAs } from '../../support/session';

/** Picks a file, checks what the screen read it as, imports it and answers the report. */
async function importFile(page: Page, fixture: Parameters<typeof snipeItFixturePath>[0], kind: string, rows: number) {
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(snipeItFixturePath(fixture));
  await expect(page.getByRole('combobox', { name: 'The file holds' })).toHaveValue(kind);
  await page.getByRole('button', { name: `Import ${rows} rows` }).click();
  const report = page.getByRole('region', { name: /imported$/ });
  await expect(report).toBeVisible({ timeout: 30_000 });
  return report;
}

/** The number beside an outcome in the report's counts. */
const count = (report: ReturnType<Page['getByRole']>, outcome: string) => report.locator('dt', { hasText: outcome }).locator('xpath=following-sibling::dd[1]');

test('assets with M/D/YY dates, an Undeployable status, CR-only lines and checkouts, then users and licences: every asset finds its holder', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('/apps/manage-beta/manage-imported-assets');

  // The assets file: the order of its slashed dates is the file's own, and its statuses are mapped before the import.
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(snipeItFixturePath('assets-sample'));
  await expect(page.getByText('Read from the file: one of its dates can only be read this way.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dates written with slashes, such as 4/5/16' })).toHaveValue('month-first');
  await expect(page.getByRole('combobox', { name: '“Undeployable” becomes' })).toHaveValue('in-repair');
  await expect(page.getByRole('table', { name: 'Preview of the import' }).getByRole('cell', { name: 'Macbook Pro 13"' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 7 rows' }).click();
  const assets = page.getByRole('region', { name: 'Assets imported' });
  // Every asset is created; three of them wait for holders who are not here yet.
  await expect(count(assets, 'Created')).toHaveText('7');
  await expect(count(assets, 'Waiting for holder')).toHaveText('3');
  await expect(assets).toContainText('rtenant0 is not here yet');

  const people = await importFile(page, 'users-sample', 'people', 3);
  await expect(count(people, 'Created')).toHaveText('3');
  await expect(people).toContainText('Holders found from earlier files: 3.');

  const licences = await importFile(page, 'licenses-sample', 'licences', 4);
  await expect(count(licences, 'Created')).toHaveText('3');
  await expect(count(licences, 'Waiting for holder')).toHaveText('1');

  await page.goto('/apps/manage-beta/assets/all?q=SNP');
  const list = page.getByRole('table');
  const holders: Record<string, string> = {
    'SNP-0001': 'Gage McCrackem',
    'SNP-0002': 'Reagen Tenant',
    'SNP-0003': 'Pacocha-Kiehn',
    'SNP-0004': 'In repair',
    'SNP-0006': 'Kenneth Lefeuvre',
    'SNP-0007': 'Retired',
  };
  for (const [tag, holder] of Object.entries(holders)) await expect(list.getByRole('row', { name: new RegExp(tag) })).toContainText(holder);

  await list.getByRole('link', { name: 'SNP-0002' }).click();
  await expect(page.locator('dt', { hasText: 'Assigned to' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Reagen Tenant');
});
