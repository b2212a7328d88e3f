import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, signedInAs } from '../../support/session';

test('an employee requests a service, lands on the new ticket and finds it among their tickets', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInAs(page, 'employee');
  const reason = `For the campaign ${Date.now().toString(36)}`;

  await page.goto('/apps/resolve-now');
  await expect(page.getByRole('heading', { level: 1, name: 'Resolve Now' })).toBeVisible();
  await page.getByRole('link', { name: /Request a service/ }).first().click();
  await page.getByRole('radio', { name: /Software access/ }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Fill this in.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Software' }).fill('Figma');
  await page.getByRole('textbox', { name: 'What for?' }).fill(reason);
  await page.getByRole('button', { name: 'Send request' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^RES#\d+ · Software access$/ });
  await expect(heading).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/apps\/resolve-now\/ticket-detail\/[\w-]+$/);
  const reference = (await heading.textContent())!.split(' · ')[0]!;
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Figma')).toBeVisible();

  await page.getByRole('link', { name: 'My tickets', exact: true }).first().click();
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  expect(errors).toEqual([]);
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the employee screens fit a phone and have no serious accessibility violation', async ({ page }) => {
  await signedInAs(page, 'employee');
  await page.setViewportSize({ width: 375, height: 812 });
  const screens: [path: string, heading: string, ready?: (page: Page) => Promise<void>][] = [
    ['/apps/resolve-now', 'Resolve Now'],
    ['/apps/support/my-tickets', 'My tickets'],
    ['/apps/resolve-now/request-service', 'Request a service', (shown) => shown.getByRole('radio', { name: /New laptop/ }).check()],
    ['/apps/resolve-now/report-problem', 'Report a problem'],
  ];
  for (const [path, heading, ready] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await ready?.(page);
    await expect(page.locator('.state--loading, .screen-loading')).toHaveCount(0);
    // Nothing but a table's own scroller may run past the edge of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  await page.goto('/apps/resolve-now/my-tickets');
  await page.getByRole('link', { name: /^RES#\d+$/ }).first().click();
  await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), 'ticket detail').toEqual([]);
});
