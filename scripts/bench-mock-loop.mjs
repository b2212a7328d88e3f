// `npm run bench:mock-loop [-- --runs 3]`: does the mock loop stay quick? Starts `npm run dev` (app and API server)
// and then `npm run dev:mock` (the app against the MSW handlers, no server), signs in as the demo admin in a fresh
// Chromium, and opens every app the admin may open, each for the first time in that page (its code is then loaded
// cold). An app counts as open when its page heading shows and no API request is on its way. Prints the time per app
// and in all for each loop, and the mock loop's time as a multiple of the server's (issue 24 asks for at most 1.5).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const at = process.argv.indexOf('--runs');
const runs = at === -1 ? 3 : Number(process.argv[at + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number');
const DEMO = { email: 'admin@acme.test', password: 'portal-demo' };
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const API = /\/api\/v1\//;

async function waitUntilUp(url) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (await fetch(url).then((answer) => answer.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within three minutes`);
}

/** One of the two loops, on its own port, in its own process group so that stopping it stops its children. */
async function startLoop(script, port) {
  const child = spawn('npm', ['run', script], { cwd: root, detached: true, stdio: 'ignore', env: { ...process.env, PORT: String(port) } });
  const url = `http://localhost:${port}`;
  await waitUntilUp(`${url}/login`);
  // `npm run dev` answers /login before its API server is up.
  if (script === 'dev') await waitUntilUp(`${url}/api/v1/auth/oauth/providers`);
  return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** Signs in through the form, then opens each app by the app's own navigation (no reload: the mocks live in the page). */
async function openEveryApp(browser, url) {
  const page = await browser.newPage();
  let inFlight = 0;
  page.on('request', (request) => API.test(request.url()) && (inFlight += 1));
  const settle = (request) => API.test(request.url()) && (inFlight -= 1);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  const apps = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/apps?allowed=true&pageSize=100', { headers: { authorization: `Bearer ${globalThis.localStorage.getItem('loginToken')}` } });
    return (await answer.json()).items.filter((app) => app.frameUrl === null).map((app) => app.slug);
  });
  const times = {};
  for (const slug of apps) {
    const started = Date.now();
    await page.evaluate((path) => {
      globalThis.history.pushState(null, '', path);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, `/apps/${slug}`);
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => !globalThis.document.querySelector('[aria-busy="true"]'), null, { timeout: 30_000 });
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    times[slug] = Date.now() - started;
  }
  await page.close();
  return times;
}

const browser = await chromium.launch(CHROMIUM);
const results = {};
try {
  for (const [script, port] of [['dev', 18180], ['dev:mock', 18190]]) {
    const loop = await startLoop(script, port);
    try {
      results[script] = [];
      for (let run = 0; run < runs; run += 1) results[script].push(await openEveryApp(browser, loop.url));
    } finally {
      loop.stop();
    }
  }
} finally {
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const totals = Object.fromEntries(Object.entries(results).map(([script, all]) => [script, median(all.map((times) => Object.values(times).reduce((a, b) => a + b, 0)))]));
for (const slug of Object.keys(results.dev[0])) {
  console.log(`${slug.padEnd(16)} dev ${String(median(results.dev.map((t) => t[slug]))).padStart(6)} ms   dev:mock ${String(median(results['dev:mock'].map((t) => t[slug] ?? NaN))).padStart(6)} ms`);
}
console.log(`every app, median of ${runs}: dev ${totals.dev} ms, dev:mock ${totals['dev:mock']} ms, ratio ${(totals['dev:mock'] / totals.dev).toFixed(2)}`);
