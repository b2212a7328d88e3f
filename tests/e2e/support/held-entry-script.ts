import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script back until the returned function is called: the page as a slow network shows it
 * before any script has run (the sign-in page's HTML carries its form).
 */
export async function holdTheEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[A-Z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
