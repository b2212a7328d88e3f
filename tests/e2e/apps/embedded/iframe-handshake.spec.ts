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

test('an admin sets a partner’s https address on the app’s integrations page; the frame and the CSP take it', async ({ page }) => {
  const { token } = await signIn(page.request, DEMO.admin);
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.post('/api/v1/apps/pos/install', { headers })).ok()).toBe(true);
  try {
    await withSession(page, await signIn(page.request, DEMO.admin));
    await page.goto('/apps/pos/integrations');
    const section = page.getByRole('region', { name: 'Partner address' });
    await section.getByRole('textbox', { name: /Partner address/ }).fill('http://pos.partner.example/till');
    await section.getByRole('button', { name: 'Save address' }).click();
    await expect(section.getByText(/must use https/)).toBeVisible();
    await section.getByRole('textbox', { name: /Partner address/ }).fill('https://pos.partner.example/till');
    await section.getByRole('button', { name: 'Save address' }).click();
    await expect(section.getByText('The frame opens https://pos.partner.example/till.')).toBeVisible();
    // The page itself may come from the service worker's cache: the server's answer carries the header.
    const answer = await page.request.get('/apps/pos');
    expect(answer.headers()['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/pos\.partner\.example/);
    await page.goto('/apps/pos');
    await expect(page.locator('iframe[title="POS"]')).toHaveAttribute('src', 'https://pos.partner.example/till');
    await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'https://pos.partner.example/till');
  } finally {
    await page.request.patch('/api/v1/apps/pos/frame', { headers, data: { frameUrl: null } });
    await page.request.delete('/api/v1/apps/pos/install', { headers });
  }
});
