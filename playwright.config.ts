import { defineConfig, devices } from '@playwright/test';
import { e2ePort, inboundMailPort } from './tests/e2e/support/ports';

const port = e2ePort;
const baseURL = `http://localhost:${port}`;

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
const chromium = {
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
};

/** Specs that load the server for a long while: they run alone, after the others. */
const HEAVY = /(snipe-it-scale|bulk-upload-xlsx)\.spec\.ts$/;

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
  // Two cores run the server, the browser and two workers: allow for a slow first load of a cold chunk, and for a
  // machine shared with others on the day (a page's accessibility check took 15 s alone on 2026-11-27, 30 s beside
  // another worker).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { baseURL, trace: 'on-first-retry' },
  projects: [
    { name: 'chromium', testIgnore: HEAVY, use: chromium },
    // The ten-thousand-row imports keep the server's one thread busy for half a minute: they run once every other test
    // is done, so that their calls are never shed (503) for a load they did not make.
    { name: 'heavy', testMatch: HEAVY, dependencies: ['chromium'], use: chromium },
  ],
  // The real server, as `npm start` runs it, over a fresh in-memory database seeded with the demo organisation, with
  // the development doors open: the tests sign in through the test identity provider and read the mailbox. Load
  // shedding stays on, at a lag that two cores shared with Chromium reach without the server being saturated. Private
  // targets are allowed: the webhook journey's receiver listens on 127.0.0.1, started by the test.
  webServer: {
    command: 'node scripts/start-server.mjs',
    // No REDIS_URL of the shell: the end-to-end server stands alone, its rate limits in memory and fresh each run.
    env: { PORT: String(port), PGLITE_DATA_DIR: 'memory', REDIS_URL: '', LOG_LEVEL: 'warn', PORTAL_DEV_TOOLS: '1', SHED_EVENT_LOOP_DELAY_MS: '1000', MAIL_INBOUND_PORT: String(inboundMailPort), ALLOW_PRIVATE_TARGETS: '1' },
    url: `${baseURL}/api/v1/auth/oauth/providers`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
