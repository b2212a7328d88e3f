// Builds the portal into dist/: `node build.mjs` (production), `--dev` (watch, serve, live reload),
// `--if-missing` (production build only when dist/ holds none, for `npm start`).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { generateSW } from 'workbox-build';
import { formatSizeReport, measureOutputs, SIZE_REPORT_FILE } from './scripts/size-report.mjs';

const root = import.meta.dirname;
const outdir = 'dist';
const dist = join(root, outdir);

const mock = process.argv.includes('--mock');

/** One HTML page per entry. With --mock (`npm run dev:mock`) the portal's page starts the API mocks first. */
const pages = [
  { entry: mock ? 'tests/mocks/dev-mock-entry.ts' : 'src/main.tsx', template: 'src/index.html', page: 'index.html' },
  // QA's tool: its page is precached, its scripts only when first fetched, so no portal visitor downloads them.
  { entry: 'src/lab/main.tsx', template: 'src/lab/index.html', page: 'lab/index.html', precacheAssets: false },
];
const entryPoints = pages.map((p) => p.entry);

/** Files served as they are, beside the bundles: pdf.js runs its parser in a module worker of its own. */
const staticFiles = [
  { from: 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs', to: 'pdf.worker.min.mjs' },
  // MSW answers the API from this worker under `npm run dev:mock`.
  ...(mock ? [{ from: 'node_modules/msw/lib/mockServiceWorker.js', to: 'mockServiceWorker.js' }] : []),
];

async function copyStaticFiles() {
  await Promise.all(staticFiles.map(({ from, to }) => copyFile(join(root, from), join(dist, to))));
}

/** Loaded by the dev page only: esbuild's serve sends `change` on /esbuild after each rebuild. */
const DEV_RELOAD_SCRIPT = 'dev-reload.js';

const dev = process.argv.includes('--dev');

/** Stamped into machine traces, so that QA knows which portal recorded one. */
const { version: portalVersion } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));

function buildOptions() {
  return {
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    loader: { '.json': 'json', '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      'process.env.PORTAL_VERSION': JSON.stringify(portalVersion),
    },
    minify: !dev,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  };
}

/** The output file of an entry, plus the chunks it imports statically (they load before it can run). */
function entryOutputs(metafile, entry) {
  const [entryFile, output] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entry) ?? [];
  if (!entryFile) throw new Error(`esbuild produced no output for ${entry}`);
  const preloads = new Set();
  const visit = (file) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !preloads.has(imported.path)) {
        preloads.add(imported.path);
        visit(imported.path);
      }
    }
  };
  visit(entryFile);
  return { script: entryFile, preloads: [entryFile, ...preloads], css: output.cssBundle };
}

/** Absolute, so the page works on every deep path the server answers with index.html. */
const url = (file) => `/${relative(outdir, file)}`;

/** External scripts only: the server sends a CSP without 'unsafe-inline'. */
async function writePages(metafile) {
  for (const { entry, template, page } of pages) {
    const { script, preloads, css } = entryOutputs(metafile, entry);
    const tags = [
      ...preloads.map((file) => `<link rel="modulepreload" href="${url(file)}" />`),
      ...(css ? [`<link rel="stylesheet" href="${url(css)}" />`] : []),
      `<script type="module" src="${url(script)}"></script>`,
      ...(dev ? [`<script type="module" src="/${DEV_RELOAD_SCRIPT}"></script>`] : []),
    ];
    const html = await readFile(join(root, template), 'utf8');
    if (!html.includes('</head>')) throw new Error(`${template} has no </head> to put the scripts before`);
    const target = join(dist, page);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));
  }
}

/** Chunks of the heavy libraries that load on first use (src/adapters/charts, src/adapters/pdf). */
const LAZY_LIBRARIES = ['echarts-library', 'pdfjs-library'];

/** Precaches the whole shell so it opens offline; API and socket traffic always goes to the network. */
async function writeServiceWorker(notPrecached) {
  const { count, size, warnings } = await generateSW({
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: ['**/*'],
    // The pdf.js worker (about 1 MB) is fetched when a PDF is first opened, not with the shell.
    // So are the chart and PDF libraries: lazy on the page, they are cached when first used, below.
    globIgnores: [
      '**/*.map',
      SIZE_REPORT_FILE,
      'sw.js',
      ...staticFiles.map(({ to }) => to),
      ...LAZY_LIBRARIES.map((name) => `assets/${name}-*.js`),
      ...notPrecached,
    ],
    runtimeCaching: [
      {
        // Hashed file names never change content: once fetched, a chunk is served from the cache.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'lazy-chunks', expiration: { maxEntries: 60 } },
      },
    ],
    navigateFallback: '/index.html',
    // The Machine Lab is a page of its own: /lab/ comes from the precached lab/index.html, never the portal's.
    // The identity-provider popup's page comes from the server, whose headers keep the popup tied to its opener;
    // the precached page's headers would cut that tie.
    navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/lab(\/|$)/, /^\/oauth-popup(\/|$|\?)/],
    // esbuild's [hash] is 8 base32 characters; such URLs never change content, so no revision is needed.
    dontCacheBustURLsMatching: /-[A-Z2-7]{8}\.\w+$/,
    skipWaiting: true,
    clientsClaim: true,
    // One file: nothing else to keep in step with sw.js, which is served uncached.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
  });
  for (const warning of warnings) console.warn(`sw.js: ${warning}`);
  return { count, size };
}

/**
 * One esbuild build per page. esbuild tree-shakes a build as a whole, so in one shared build the widgets only
 * the Machine Lab uses would land in chunks the portal loads; apart, each page carries only what it uses.
 */
async function buildPages() {
  const results = await Promise.all(pages.map(({ entry }) => esbuild.build({ ...buildOptions(), entryPoints: [entry] })));
  const outputsOf = (precached) =>
    new Set(results.flatMap((result, i) => ((pages[i].precacheAssets ?? true) === precached ? Object.keys(result.metafile.outputs) : [])));
  const precached = outputsOf(true);
  return {
    metafile: {
      inputs: Object.assign({}, ...results.map((result) => result.metafile.inputs)),
      outputs: Object.assign({}, ...results.map((result) => result.metafile.outputs)),
    },
    notPrecached: [...outputsOf(false)].filter((file) => !precached.has(file)).map((file) => relative(outdir, file)),
  };
}

async function buildOnce() {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  const { metafile, notPrecached } = await buildPages();
  await writePages(metafile);
  await copyStaticFiles();
  const report = measureOutputs(metafile, { root, outdir, entryPoints });
  await writeFile(join(dist, SIZE_REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  const sw = await writeServiceWorker(notPrecached);
  console.log(formatSizeReport(report));
  console.log(`\nsw.js precaches ${sw.count} files (${(sw.size / 1024).toFixed(1)} KiB)`);
  console.log(`built ${outdir}/ in ${Math.round(performance.now() - started)} ms`);
}

async function watchAndServe() {
  const port = Number(process.env.PORT ?? 8080);
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  await copyStaticFiles();
  await writeFile(
    join(dist, DEV_RELOAD_SCRIPT),
    "new EventSource('/esbuild').addEventListener('change', () => location.reload());\n",
  );
  const writePagesAfterEachBuild = {
    name: 'write-pages',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length === 0) await writePages(result.metafile);
      });
    },
  };
  const ctx = await esbuild.context({ ...buildOptions(), plugins: [writePagesAfterEachBuild] });
  await ctx.watch();
  await ctx.serve({ servedir: dist, port, fallback: join(dist, 'index.html') });
  console.log(`dev server on http://localhost:${port} (rebuilds and reloads on change; Ctrl+C stops)`);
}

/** sw.js is written last and only by a production build, so a dev build in dist/ does not count. */
function hasProductionBuild() {
  return existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'sw.js'));
}

if (dev) {
  await watchAndServe();
} else if (process.argv.includes('--if-missing') && hasProductionBuild()) {
  console.log(`${outdir}/ holds a production build: serving it (\`npm run build\` makes a fresh one)`);
} else {
  await buildOnce().catch((error) => {
    // esbuild has printed its own errors already; anything else needs its stack.
    if (!error.errors) console.error(error);
    process.exitCode = 1;
  });
}
