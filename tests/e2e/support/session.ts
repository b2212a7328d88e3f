import type { Page } from '@playwright/test';

/** Puts a session into the browser's storage before the app starts, as a signed-in visit would leave it. */
export async function signedInAs(page: Page, allowedApps: readonly string[]): Promise<void> {
  const encoded = Buffer.from(JSON.stringify(allowedApps), 'utf8').toString('base64');
  await page.addInitScript(
    ([apps]) => {
      window.localStorage.setItem('loginToken', 'e2e-token');
      window.localStorage.setItem('allowedApps', apps!);
    },
    [encoded],
  );
}

/** Collects console errors and page errors, so a test can assert that a page stayed clean. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
