import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, DEMO } from '../../support/session';

/** Where the screenshots go when SHOTS_DIR is set (to be looked at), never into the repository. */
const SHOTS_DIR = process.env.SHOTS_DIR;

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

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Environmental Reporting shows the demo fleet's footprint in ${colorScheme} at 1280 and 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme });
    await signedIn(page);
    await page.goto('/apps/environmental_reporting');
    await expect(page.getByRole('heading', { level: 1, name: 'Environmental Reporting' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'By category' })).toBeVisible();
    // The charts arrive with the chart library, loaded on the first chart shown.
    await expect(page.getByRole('img', { name: 'By category' })).toBeVisible();
    await expect(page.getByText('Boavizta environmental footprint data, ODbL 1.0')).toBeVisible();
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/environmental-1280-${colorScheme}.png`, fullPage: true });
    expect(await seriousViolations(page), 'at 1280 px').toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { level: 1, name: 'Environmental Reporting' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (SHOTS_DIR) {
      await page.screenshot({ path: `${SHOTS_DIR}/environmental-375-${colorScheme}.png`, fullPage: true });
      // A phone's first screen, and the first breakdown as it scrolls into view: readable at their own size.
      await page.screenshot({ path: `${SHOTS_DIR}/environmental-375-${colorScheme}-top.png` });
      await page.getByRole('heading', { level: 2, name: 'By category' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/environmental-375-${colorScheme}-category.png` });
    }
    expect(await seriousViolations(page), 'at 375 px').toEqual([]);
  });
}
