// The second half of `npm run bench:first-load`: sign-in → the dashboard with its data drawn, then each app of the
// sidebar, clicked → its main content with its data drawn, cold (the app's first time in the page) and warm (again,
// after another app). Imported by scripts/bench-first-load.mjs, which starts the servers and the browser.

const DEMO = { email: 'admin@acme.test', password: 'portal-demo' };
const DRAWN_TIMEOUT_MS = 30_000;

/** In the page, before any script: counts the API calls in flight (ky calls fetch), and notes each click's time. */
function instrument() {
  const state = { inFlight: 0, clickedAt: 0 };
  globalThis.__bench = state;
  const fetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/\/api\/v1\//.test(url)) return fetch(input, init);
    state.inFlight += 1;
    return fetch(input, init).finally(() => (state.inFlight -= 1));
  };
  globalThis.addEventListener('click', (event) => (state.clickedAt = event.timeStamp), { capture: true });
}

/**
 * In the page, each frame: the main content has its heading, nothing in it is loading (no screen or section loading
 * state, no skeleton) and no API call is in flight. Answers the time, on the clock of the click's.
 */
const DRAWN_AT = (path) => {
  const { document, location, performance } = globalThis;
  if (!location.pathname.startsWith(path)) return false;
  const content = document.querySelector('#content');
  if (!content?.querySelector('h1, h2')) return false;
  if (document.querySelector('.screen-loading, .state--loading, .skeleton')) return false;
  return globalThis.__bench.inFlight === 0 && performance.now();
};

async function drawnAfterClick(page, path) {
  const drawn = await page.waitForFunction(DRAWN_AT, path, { polling: 'raf', timeout: DRAWN_TIMEOUT_MS });
  const [at, clickedAt] = [await drawn.jsonValue(), await page.evaluate(() => globalThis.__bench.clickedAt)];
  return at - clickedAt;
}

/** The sidebar's apps as the signed-in admin sees them, each by the address its link opens. */
async function sidebarApps(page) {
  const links = page.locator('nav[aria-label="Main navigation"] a[href^="/apps/"]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  return [...new Set(hrefs)];
}

async function openApp(page, href) {
  await page.locator(`nav[aria-label="Main navigation"] a[href="${href}"]`).first().click();
  // An app's home may redirect (its dashboard, its first tab): what is drawn is under the app's own address.
  return drawnAfterClick(page, href);
}

/** One run: a fresh context, as a first visit; sign-in, then every app cold, then every app warm. */
async function oneRun(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  try {
    await page.goto(`${url}/login`);
    await page.locator('form:not([data-prerendered]) input[type="password"]').waitFor();
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signIn = await drawnAfterClick(page, '/dashboard');
    const apps = await sidebarApps(page);
    const cold = {};
    for (const href of apps) cold[href] = await openApp(page, href);
    const warm = {};
    for (const href of apps) warm[href] = await openApp(page, href);
    return { signIn, cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Every figure of the switch half, medians of `runs` runs: sign-in → dashboard, and per app the cold and warm
 * switch, each against its goal (warm within the bare page's live time, cold within twice it).
 */
export async function measureAppSwitches(browser, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, url));
  const apps = Object.keys(results[0].cold);
  return {
    signIn: median(results.map((result) => result.signIn)),
    apps: apps.map((href) => ({
      href,
      cold: median(results.map((result) => result.cold[href])),
      warm: median(results.map((result) => result.warm[href])),
    })),
  };
}

/** The table the bench prints: each app's switch against the bare page's live time, the slowest three marked. */
export function switchReport({ signIn, apps }, bareLiveMs) {
  const mark = (ms, limit) => `${Math.round(ms)} ms ${ms <= limit ? 'ok' : 'OVER'}`;
  const slowest = new Set([...apps].sort((a, b) => b.cold - a.cold).slice(0, 3).map((app) => app.href));
  const rows = [
    ['', 'cold (goal ≤ 2x bare live)', 'warm (goal ≤ bare live)'],
    ['sign-in → dashboard drawn', `${Math.round(signIn)} ms`, ''],
    ...apps.map((app) => [`${app.href}${slowest.has(app.href) ? '  (slowest)' : ''}`, mark(app.cold, 2 * bareLiveMs), mark(app.warm, bareLiveMs)]),
  ];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const table = rows.map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ')).join('\n');
  const over = apps.filter((app) => app.cold > 2 * bareLiveMs || app.warm > bareLiveMs).length;
  return `${table}\n\n${apps.length - over} of ${apps.length} apps within both goals (bare page live: ${Math.round(bareLiveMs)} ms).`;
}
