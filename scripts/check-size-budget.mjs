// Fails when the portal's page loads more JavaScript than size-budget.json allows: run after build.mjs (npm test does).
// Bytes, not time: they do not vary with the machine. Gzip, as in the size report; brotli on the wire is smaller.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIZE_REPORT_FILE } from './size-report.mjs';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
const { files } = JSON.parse(readFileSync(join(dist, SIZE_REPORT_FILE), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gzipBytesOf = new Map(files.map((file) => [file.file, file.gzipBytes]));
const gzipBytes = (file) => {
  const bytes = gzipBytesOf.get(file);
  if (bytes === undefined) throw new Error(`dist/index.html loads ${file}, which ${SIZE_REPORT_FILE} does not list: rebuild`);
  return bytes;
};

// What the page's HTML makes the browser fetch before any code runs: its entry script and the chunks it preloads.
const entry = html.match(/<script type="module" src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error('dist/index.html has no module script');
const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map((match) => match[1]);
const page = [...new Set([entry, ...preloaded])];

const checks = [
  { name: `entry (${entry})`, bytes: gzipBytes(entry), max: budget.entryGzipBytes },
  { name: `the page's scripts (${page.length} files)`, bytes: page.reduce((sum, file) => sum + gzipBytes(file), 0), max: budget.pageGzipBytes },
];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const { name, bytes, max } of checks) {
  console.log(`${bytes <= max ? 'ok  ' : 'OVER'} ${name}: ${kib(bytes)} gzip, budget ${kib(max)}`);
}
if (checks.some(({ bytes, max }) => bytes > max)) {
  console.error('Over the size budget (size-budget.json): load less up front, or raise the budget with a reason.');
  process.exitCode = 1;
}
