import { expect, test } from '@playwright/test';
import { consoleErrors, signIn, withSession, DEMO } from '../../support/session';

test('the iframe test page frames its page in a sandbox and shows the app answering the portal’s handshake', async ({ page }) => {
  const errors = consoleErrors(page);
  const { token } = await signIn(page.request, DEMO.admin);
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.post('/api/v1/apps/iframe/install', { headers })).ok()).toBe(true);
  try {
    // Signed in after the install: the session's allowed apps now hold the test page.
    await withSession(page, await signIn(page.request, DEMO.admin));
    await page.goto('/apps/iframe');
    const log = page.getByRole('region', { name: 'Handshake' });
    await expect(log.getByText('The frame loaded.')).toBeVisible();
    // The answer comes from the framed page's own script, through the real CSP and sandbox.
    await expect(log.getByText(/The app answered: “Iframe test”, after \d+ ms\./)).toBeVisible();
    const framed = page.frameLocator('iframe[title="Iframe test"]');
    await expect(framed.getByRole('heading', { name: 'Iframe test' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', /\/embedded\/iframe$/);
    expect(errors).toEqual([]);
  } finally {
    await page.request.post('/api/v1/apps/iframe/uninstall', { headers });
  }
});
