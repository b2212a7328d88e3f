import { defineConfig, devices } from '@playwright/test';

const port = 4173;
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests drive Debian's Chromium (scripts/ensure-chromium.mjs installs it with apt-get);
 * Playwright never downloads a browser of its own here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: { baseURL, trace: 'on-first-retry' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
});
