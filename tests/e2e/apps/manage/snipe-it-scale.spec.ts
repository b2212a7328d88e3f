import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { snipeItScaleFiles } from '../../../fixtures/snipe-it/scale-files';
import { withSession } from '../../support/session';

const ROWS = 10_000;

/** The number beside an outcome in the report's counts. */
const count = (report: Locator, outcome: string) => report.locator('dt', { hasText: outcome }).locator('xpath=following-sibling::dd[1]');

/**
 * A whole Snipe-IT estate of ten thousand rows per file, picked and imported through the screen as a person would,
 * each file with its progress bar. How long each took is logged for the record, never asserted.
 */
test('ten thousand rows of every kind import through the screen, and every holder is found once the people arrive', async ({ page }) => {
  test.setTimeout(600_000);
  // An organisation of its own: the other tests know the demo organisation as it was seeded.
  const signUp = await page.request.post('/api/v1/auth/sign-up', {
    data: { organisationName: 'Scale Move GmbH', name: 'Sam Scale', email: `sam.${Date.now()}@scale-move.test`, password: 'scale-move-password-1' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await withSession(page, await signUp.json());
  await page.goto('/apps/manage-beta/manage-imported-assets');

  const folder = mkdtempSync(join(tmpdir(), 'snipe-it-scale-'));
  const times: string[] = [];
  const reports: Record<string, Locator> = {};
  for (const [kind, text] of Object.entries(snipeItScaleFiles(ROWS))) {
    const file = join(folder, `${kind}.csv`);
    writeFileSync(file, text);
    const picked = Date.now();
    await page.getByLabel('CSV file', { exact: true }).setInputFiles(file);
    await expect(page.getByRole('combobox', { name: 'The file holds' })).toHaveValue(kind);
    const read = Date.now();
    await page.getByRole('button', { name: `Import ${ROWS} rows` }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    const report = page.getByRole('region', { name: /imported$/ });
    await expect(report).toBeVisible({ timeout: 120_000 });
    times.push(`${kind}: read and previewed ${read - picked} ms, imported ${Date.now() - read} ms`);
    reports[kind] = report;
    if (kind === 'assets') await expect(count(report, 'Waiting for holder')).toHaveText(String(ROWS / 2));
    if (kind === 'licences') await expect(count(report, 'Waiting for holder')).toHaveText(String(ROWS));
  }
  console.info(`Snipe-IT migration through the screen, ${ROWS} rows per file:\n  ${times.join('\n  ')}`);
  await expect(reports['people']!).toContainText(`Holders found from earlier files: ${ROWS / 2 + ROWS}. Still waiting for their holder: 0.`);

  await page.goto('/apps/manage-beta/assets/all?q=SCALE-00001');
  await expect(page.getByRole('table').getByRole('row', { name: /SCALE-00001/ })).toContainText('Person 00001');
});
