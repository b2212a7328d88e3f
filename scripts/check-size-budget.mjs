// Fails when the portal's page loads more JavaScript than size-budget.json allows: run after build.mjs (npm test does;
// the build itself prints the size report when the page is over budget).
// Bytes, not time: they do not vary with the machine. Gzip, as in the size report; brotli on the wire is smaller.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIZE_REPORT_FILE } from './size-report.mjs';

const root = join(import.meta.dirname, '..');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The name of a chunk without its hash: `echarts-library-AB12CD34.js` is `echarts-library`. */
const chunkName = (file) => file.replace(/^.*\//, '').replace(/-[A-Z2-7]{8}\.js$/, '');

/**
 * Each limit of size-budget.json against a build: what its index.html makes the browser fetch before any code runs,
 * what the service worker precaches on a first visit (as sent, and its files), each app's chunks, and each lazily
 * loaded chunk (the heavy libraries named in `libraryChunkGzipBytes` have their own).
 */
export function budgetChecks({ files, serviceWorker }, indexHtml, budget) {
  const gzipBytesOf = new Map(files.map((file) => [file.file, file.gzipBytes]));
  const gzipBytes = (file) => {
    const bytes = gzipBytesOf.get(file);
    if (bytes === undefined) throw new Error(`dist/index.html loads ${file}, which ${SIZE_REPORT_FILE} does not list: rebuild`);
    return bytes;
  };
  const entry = indexHtml.match(/<script type="module" src="\/([^"]+)"/)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map((match) => match[1]);
  const page = [...new Set([entry, ...preloaded])];
  const libraries = budget.libraryChunkGzipBytes ?? {};
  const chunks = files
    .filter((file) => file.kind === 'chunk')
    .map((file) => ({ name: `chunk ${file.file}`, bytes: file.gzipBytes, max: libraries[chunkName(file.file)] ?? budget.chunkGzipBytes }));
  // The largest chunk of the portal's own code, and any over its budget: the others are not worth a line.
  const largest = chunks.filter((check) => !libraries[chunkName(check.name)]).sort((a, b) => b.bytes - a.bytes)[0];
  const chunkChecks = [...new Set([largest, ...chunks.filter((check) => check.bytes > check.max)])].filter(Boolean);
  return [
    { name: `entry (${entry})`, bytes: gzipBytes(entry), max: budget.entryGzipBytes },
    { name: `the page's scripts (${page.length} files)`, bytes: page.reduce((sum, file) => sum + gzipBytes(file), 0), max: budget.pageGzipBytes },
    ...(serviceWorker ? precacheChecks(serviceWorker, budget) : []),
    ...appChecks(files, budget.appGzipBytes),
    ...chunkChecks,
  ];
}

/** What the service worker precaches on a first visit: bytes as sent, and how many files (each one request). */
function precacheChecks(serviceWorker, budget) {
  return [
    { name: `the precache (${serviceWorker.files} files)`, bytes: serviceWorker.sentBytes, max: budget.precacheSentBytes, unit: 'as sent' },
    ...(budget.precacheFiles === undefined
      ? []
      : [{ name: "the precache's file count", bytes: serviceWorker.files, max: budget.precacheFiles, unit: 'files' }]),
  ];
}

/**
 * Each app's own chunks together (the size report names the app a chunk is part of): what opening every screen of the
 * app fetches beyond the shell. An app without a budget of its own has the `default` one.
 */
function appChecks(files, appBudgets) {
  if (!appBudgets) return [];
  const byApp = new Map();
  for (const file of files) {
    if (file.kind !== 'chunk' || !file.app) continue;
    const app = byApp.get(file.app) ?? { chunks: 0, bytes: 0 };
    byApp.set(file.app, { chunks: app.chunks + 1, bytes: app.bytes + file.gzipBytes });
  }
  return [...byApp]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, { chunks, bytes }]) => ({ name: `app ${app} (${chunks} chunks)`, bytes, max: appBudgets[app] ?? appBudgets.default }));
}

export const overBudget = (checks) => checks.some(({ bytes, max }) => bytes > max);

/** One line per check, and what to do when one is over. */
export function formatBudgetChecks(checks) {
  const amount = (value, unit) => (unit === 'files' ? String(value) : kib(value));
  const lines = checks.map(
    ({ name, bytes, max, unit = 'gzip' }) => `${bytes <= max ? 'ok  ' : 'OVER'} ${name}: ${amount(bytes, unit)} ${unit}, budget ${amount(max, unit)}`,
  );
  if (overBudget(checks)) lines.push('Over the size budget (size-budget.json): load less up front, or raise the budget with a reason.');
  return lines.join('\n');
}

/** The checks of the build in `dist`, from the report and page it wrote. */
export function checkBuild(dist) {
  const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
  const report = JSON.parse(readFileSync(join(dist, SIZE_REPORT_FILE), 'utf8'));
  return budgetChecks(report, readFileSync(join(dist, 'index.html'), 'utf8'), budget);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const checks = checkBuild(join(root, 'dist'));
  console.log(formatBudgetChecks(checks));
  if (overBudget(checks)) process.exitCode = 1;
}
