// The bundle size report: written by build.mjs, printed by `npm run size` (and by the build when the page is over
// its budget, scripts/check-size-budget.mjs).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const SIZE_REPORT_FILE = 'size-report.json';

/** Every output of an esbuild metafile but the sourcemaps, with bytes and gzip bytes, largest first. */
export function measureOutputs(metafile, { root, outdir, entryPoints }) {
  const files = Object.entries(metafile.outputs)
    .filter(([path]) => !path.endsWith('.map'))
    .map(([path, output]) => {
      const kind = kindOf(path, output, entryPoints);
      const app = kind === 'chunk' ? appOf(output) : null;
      return {
        file: relative(outdir, path),
        kind,
        bytes: output.bytes,
        gzipBytes: gzipSync(readFileSync(join(root, path))).length,
        ...(app && { app }),
      };
    })
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  const total = files.reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, gzipBytes: sum.gzipBytes + f.gzipBytes }), {
    bytes: 0,
    gzipBytes: 0,
  });
  return { files, total };
}

const APP_FOLDER = /^src\/apps\/([^/]+)\//;

/**
 * The app folder (src/apps/<id>) a chunk is part of: the one whose modules make up most of its bytes, when they are
 * at least half of them. Shared code and libraries belong to no app.
 */
function appOf(output) {
  const byApp = new Map();
  let total = 0;
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs ?? {})) {
    total += bytesInOutput;
    const app = APP_FOLDER.exec(input)?.[1];
    if (app) byApp.set(app, (byApp.get(app) ?? 0) + bytesInOutput);
  }
  const [app, bytes] = [...byApp].sort((a, b) => b[1] - a[1])[0] ?? [];
  return app && bytes * 2 >= total ? app : null;
}

// esbuild marks a lazy chunk with the module it splits at, so only the page entries count as entries.
function kindOf(path, output, entryPoints) {
  if (path.endsWith('.css')) return 'css';
  if (!path.endsWith('.js')) return 'asset';
  return entryPoints.includes(output.entryPoint) ? 'entry' : 'chunk';
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatSizeReport({ files, total, serviceWorker, precompressed }) {
  const rows = [
    ['file', 'kind', 'bytes', 'gzip'],
    ...files.map((f) => [f.file, f.kind, kib(f.bytes), kib(f.gzipBytes)]),
    ['total', `${files.length} files`, kib(total.bytes), kib(total.gzipBytes)],
  ];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) => row.map((cell, col) => (col < 2 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    line(rows[0]),
    rule,
    ...rows.slice(1, -1).map(line),
    rule,
    line(rows.at(-1)),
    '',
    `sw.js precaches ${serviceWorker.files} files (${kib(serviceWorker.bytes)}, ${kib(serviceWorker.sentBytes)} as sent)`,
    `${precompressed.files} files pre-compressed: ${kib(precompressed.bytes)}, ${kib(precompressed.br)} as brotli`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(new URL(`../dist/${SIZE_REPORT_FILE}`, import.meta.url));
  try {
    console.log(formatSizeReport(JSON.parse(readFileSync(path, 'utf8'))));
  } catch (error) {
    console.error(`No size report at ${path} (${error.code ?? error.message}): run \`npm run build\` first.`);
    process.exit(1);
  }
}
