// `npm run bench:first-load [-- --runs 10] [--switch-runs 5] [--identity] [--dist <dir>]`: how much JavaScript a first
// visit to /login costs, against a bare React page with the same form. Starts the portal's server (in-memory
// database) and the bare page on 127.0.0.1, opens each in a fresh Chromium context `--runs` times, and prints JS bytes
// on the wire, requests and the median time until the sign-in form is visible (the portal's HTML carries it), and
// until the app has taken it over (it can be submitted), each against its goal, with what the service worker
// precaches. Then, `--switch-runs` times (0 skips it), sign-in → the dashboard drawn and every sidebar app's switch,
// cold and warm (scripts/bench-app-switches.mjs). `--identity` asks for uncompressed answers, to compare;
// `--dist` serves another build than dist/ (which is built when it holds none).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as esbuild from 'esbuild';
import { measureAppSwitches, switchReport } from './bench-app-switches.mjs';
import { precompress } from './precompress.mjs';
import { SIZE_REPORT_FILE } from './size-report.mjs';

const root = join(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const FORM_TIMEOUT_MS = 15_000;
/** Run in the page (functions, not strings: the portal's CSP forbids eval). Both forms have one password field. */
const FORM_SHOWN_AT = () => globalThis.document.querySelector('input[type="password"]')?.checkVisibility() && performance.now();
/** The form the app rendered, not the prerendered copy in the HTML (usePrerenderedForm). */
const FORM_LIVE_AT = () =>
  globalThis.document.querySelector('form:not([data-prerendered]) input[type="password"]')?.checkVisibility() && performance.now();

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const runs = Number(option('runs', 10));
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not ${option('runs')}`);
const identity = process.argv.includes('--identity');
const switchRuns = Number(option('switch-runs', 5));
if (!Number.isInteger(switchRuns) || switchRuns < 0) throw new Error(`--switch-runs takes a whole number, not ${option('switch-runs')}`);
/** The whole bench stops here, servers included, whatever hangs: time for a build, then for the visits and switches. */
const DEADLINE_MS = 300_000 + runs * 6_000 + switchRuns * 180_000;
/** Issue 30's goals for the sign-in form's first visit. */
const GOALS = { liveRatio: 2, liveJsBytes: 150 * 1024, liveRequests: 20, precacheSentBytes: 400 * 1024 };
const dist = resolve(option('dist', join(root, 'dist')));

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${status})`);
}

async function freePort() {
  const server = createNetServer().listen(0, HOST);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A busy shared machine opens the in-memory database and seeds the demo in a few minutes at worst. */
const STARTUP_TIMEOUT_MS = 180_000;

async function waitUntilUp(url) {
  const until = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < until) {
    const ok = await fetch(url).then((answer) => answer.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** The portal as `npm start` runs it, over a fresh in-memory database. */
async function startPortal() {
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js'))) run(process.execPath, ['build.mjs']);
  // Always: a stale server bundle would measure yesterday's server.
  run(process.execPath, ['scripts/start-server.mjs', '--build']);
  const port = await freePort();
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST, PGLITE_DATA_DIR: 'memory', STATIC_DIR: dist, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  });
  const url = `http://${HOST}:${port}`;
  // A server that never answered is stopped too, or it would outlive the bench.
  await waitUntilUp(`${url}/login`).catch((error) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The floor: React and a form with the sign-in screen's fields, nothing else. */
const BARE_FORM = `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main>
      <h1>Sign in</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>Email <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} /></label>
        <label>Password <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<SignIn />);
`;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** Bundled as build.mjs bundles the portal, compressed by the same script, served by node:http on the side. */
async function startBarePage() {
  const dir = await mkdtemp(join(tmpdir(), 'bare-sign-in-'));
  await writeFile(join(dir, 'main.jsx'), BARE_FORM);
  await writeFile(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title><script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>');
  await esbuild.build({
    entryPoints: [join(dir, 'main.jsx')],
    outfile: join(dir, 'main.js'),
    nodePaths: [join(root, 'node_modules')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  await precompress(dir);
  const server = createServer(async (request, response) => {
    const path = request.url === '/main.js' ? 'main.js' : 'index.html';
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(accepted));
    const compressed = encoding && join(dir, `${path}.${encoding === 'br' ? 'br' : 'gz'}`);
    const sent = compressed && (await stat(compressed).then(() => true, () => false)) ? compressed : join(dir, path);
    response.writeHead(200, {
      'content-type': TYPES[extname(path)],
      vary: 'accept-encoding',
      ...(sent === compressed && { 'content-encoding': encoding }),
    });
    response.end(await readFile(sent));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, HOST, resolve));
  return {
    url: `http://${HOST}:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * What the page had asked for by a moment (ms since navigation): its resource timings, read in the page, so a busy
 * machine's lag between that moment and this script's reading adds nothing. The document itself is one more request.
 */
const LOADED_BY = (moment) => {
  const entries = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= moment);
  const scripts = entries.filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(entry.name).pathname));
  return { requests: entries.length + 1, scripts: scripts.length, jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) };
};

/** One first visit: a fresh context, so nothing is cached and no service worker answers. */
async function visit(browser, url) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...(identity && { extraHTTPHeaders: { 'accept-encoding': 'identity' } }),
  });
  try {
    const page = await context.newPage();
    const encodings = [];
    page.on('response', (response) => {
      // A script that arrives after the figures are read is not counted, and its header may outlive the page.
      if (response.request().resourceType() === 'script') encodings.push(response.headerValue('content-encoding').catch(() => null));
    });
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    // Milliseconds since navigation started, taken in the page on the frame the form is first visible, then live.
    const shownMs = await (await page.waitForFunction(FORM_SHOWN_AT, null, { polling: 'raf', timeout: FORM_TIMEOUT_MS })).jsonValue();
    const liveMs = await (await page.waitForFunction(FORM_LIVE_AT, null, { polling: 'raf', timeout: FORM_TIMEOUT_MS })).jsonValue();
    return {
      shown: { ms: shownMs, ...(await page.evaluate(LOADED_BY, shownMs)) },
      live: { ms: liveMs, ...(await page.evaluate(LOADED_BY, liveMs)) },
      compressed: (await Promise.all(encodings)).filter(Boolean).length,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function summary(visits) {
  const of = (moment) => ({
    jsBytes: median(visits.map((v) => v[moment].jsBytes)),
    requests: median(visits.map((v) => v[moment].requests)),
    scripts: median(visits.map((v) => v[moment].scripts)),
    ms: median(visits.map((v) => v[moment].ms)),
  });
  return { shown: of('shown'), live: of('live'), compressed: median(visits.map((v) => v.compressed)) };
}

function report(portal, bare) {
  const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
  const rows = [['', 'portal', 'bare page', 'ratio']];
  for (const [moment, label] of [['shown', 'form shown'], ['live', 'form live']]) {
    const [p, b] = [portal[moment], bare[moment]];
    rows.push(
      [`${label}: median time`, `${Math.round(p.ms)} ms`, `${Math.round(b.ms)} ms`, ratio(p.ms, b.ms)],
      [`${label}: JS on the wire`, kib(p.jsBytes), kib(b.jsBytes), ratio(p.jsBytes, b.jsBytes)],
      [`${label}: scripts, requests`, `${p.scripts}, ${p.requests}`, `${b.scripts}, ${b.requests}`, ''],
    );
  }
  rows.push(['scripts compressed', String(portal.compressed), String(bare.compressed), '']);
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ')).join('\n');
}

/** The first visit's figures against their goals, one line each. */
function goalLines(portal, bare, precacheSentBytes) {
  const line = (label, value, goal, ok) => `${ok ? 'ok  ' : 'OVER'} ${label}: ${value} (goal ${goal})`;
  const ratio = portal.live.ms / bare.live.ms;
  return [
    line('form live, against the bare page', `${ratio.toFixed(2)}x`, `≤ ${GOALS.liveRatio}x`, ratio <= GOALS.liveRatio),
    line('JavaScript before the form is live', kib(portal.live.jsBytes), `≤ ${kib(GOALS.liveJsBytes)}`, portal.live.jsBytes <= GOALS.liveJsBytes),
    line('requests before the form is live', String(portal.live.requests), `≤ ${GOALS.liveRequests}`, portal.live.requests <= GOALS.liveRequests),
    line('the service worker precaches, as sent', kib(precacheSentBytes), `≤ ${kib(GOALS.precacheSentBytes)}`, precacheSentBytes <= GOALS.precacheSentBytes),
  ].join('\n');
}

const servers = [];
const stopAll = () => Promise.allSettled(servers.map((server) => server.stop()));
const deadline = setTimeout(() => {
  console.error(`bench:first-load: stopped after ${DEADLINE_MS / 1000} s`);
  void stopAll().then(() => process.exit(1));
}, DEADLINE_MS);

let browser = null;
try {
  const portal = await startPortal();
  servers.push(portal);
  const bare = await startBarePage();
  servers.push(bare);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // One visit each first, not counted: the server's and the browser's own first-time costs are not the page's.
  await visit(browser, portal.url);
  await visit(browser, bare.url);
  const visits = { portal: [], bare: [] };
  // Alternated, so that whatever else the machine does weighs on both alike.
  for (let i = 0; i < runs; i += 1) {
    visits.portal.push(await visit(browser, portal.url));
    visits.bare.push(await visit(browser, bare.url));
  }
  console.log(`\nFirst visit to /login, ${runs} runs each, ${identity ? 'uncompressed (Accept-Encoding: identity)' : 'compressed'}:\n`);
  const [portalFigures, bareFigures] = [summary(visits.portal), summary(visits.bare)];
  console.log(report(portalFigures, bareFigures));
  const { serviceWorker } = JSON.parse(await readFile(join(dist, SIZE_REPORT_FILE), 'utf8'));
  console.log(`\n${goalLines(portalFigures, bareFigures, serviceWorker.sentBytes)}`);
  if (switchRuns > 0) {
    console.log(`\nSign-in and every sidebar app, clicked until its data is drawn, median of ${switchRuns} runs:\n`);
    console.log(switchReport(await measureAppSwitches(browser, portal.url, switchRuns), bareFigures.live.ms));
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stopAll();
  clearTimeout(deadline);
}
