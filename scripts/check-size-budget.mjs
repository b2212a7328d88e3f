// Fails when the portal's page loads more JavaScript than size-budget.json allows: run after build.mjs (npm test does;
// the build itself prints the size report when the page is over budget).
// Bytes, not time: they do not vary with the machine. Gzip, as in the size report; brotli on the wire is smaller.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIZE_REPORT_FILE } from './size-report.mjs';

const root = join(import.meta.dirname, '..');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Each limit of size-budget.json against a build: what its index.html makes the browser fetch before any code runs. */
export function budgetChecks({ files }, indexHtml, budget) {
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
  return [
    { name: `entry (${entry})`, bytes: gzipBytes(entry), max: budget.entryGzipBytes },
    { name: `the page's scripts (${page.length} files)`, bytes: page.reduce((sum, file) => sum + gzipBytes(file), 0), max: budget.pageGzipBytes },
  ];
}

export const overBudget = (checks) => checks.some(({ bytes, max }) => bytes > max);

/** One line per check, and what to do when one is over. */
export function formatBudgetChecks(checks) {
  const lines = checks.map(({ name, bytes, max }) => `${bytes <= max ? 'ok  ' : 'OVER'} ${name}: ${kib(bytes)} gzip, budget ${kib(max)}`);
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
