// Builds the portal into dist/: `node build.mjs` (production), `--dev` (watch, serve, live reload),
// `--if-missing` (production build only when dist/ holds none, for `npm start`).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { generateSW } from 'workbox-build';
import { checkBuild, formatBudgetChecks, overBudget } from './scripts/check-size-budget.mjs';
import { lazyDefaultLocale } from './scripts/lazy-default-locale.mjs';
import { narrowBarrelImports } from './scripts/narrow-barrel-imports.mjs';
import { mergeEntryChunks } from './scripts/merge-entry-chunks.mjs';
import { skippedLine, timed } from './scripts/phase-line.mjs';
import { precompress } from './scripts/precompress.mjs';
import { writeSignInPages } from './scripts/prerender-sign-in.mjs';
import { formatSizeReport, measureOutputs, SIZE_REPORT_FILE } from './scripts/size-report.mjs';

const root = import.meta.dirname;
const outdir = 'dist';
const dist = join(root, outdir);

const mock = process.argv.includes('--mock');

/**
 * Each app's stylesheet (src/apps/<app>/ui/styles.css) is an entry of its own, `assets/app-<app>-[hash].css`, which
 * src/ui/apps/app-stylesheet.ts adds to the page with the app's first screen: no app's styles load with the shell.
 */
const appStylesheets = (await readdir(join(root, 'src/apps'), { withFileTypes: true }))
  .filter((folder) => folder.isDirectory() && existsSync(join(root, 'src/apps', folder.name, 'ui/styles.css')))
  .map((folder) => ({ app: folder.name, in: `src/apps/${folder.name}/ui/styles.css`, out: `app-${folder.name}` }));

/** The id src/ui/apps/app-stylesheet.ts reads the stylesheets' addresses from. */
const APP_STYLESHEETS_ID = 'app-stylesheets';

/** One HTML page per entry. With --mock (`npm run dev:mock`) the portal's page starts the API mocks first. */
const pages = [
  {
    entry: mock ? 'tests/mocks/dev-mock-entry.ts' : 'src/main.tsx',
    template: 'src/index.html',
    page: 'index.html',
    stylesheets: appStylesheets,
    // Every start imports the startup modules (spec 4): their chunks are preloaded with the entry's, so that they
    // are there when the entry runs instead of being fetched after it.
    bootImporters: ['src/adapters/startup/startup-module-loaders.ts'],
    // The screen of a first visit: what it shares with the rest loads in the entry's file.
    firstScreens: ['src/ui/screens/shell/login-screen.tsx'],
    // What the service worker keeps from the first visit, so that the portal opens offline: the entry, the startup
    // modules and sign-in (above), the signed-in shell and its dashboard, the apps' parts and the server-data cache,
    // the shell's German words. Each app's own screens are cached when first used.
    offlineModules: [
      'src/ui/layouts/main-layout.tsx',
      'src/ui/screens/shell/dashboard-screen.tsx',
      'src/ui/screens/shell/not-found-screen.tsx',
      'src/app-clients.ts',
      'src/ui/queries/query-scope.tsx',
      'src/adapters/startup/create-query-client.ts',
      'src/adapters/i18n/german-resources.ts',
    ],
  },
  // QA's tool: its page is precached, its scripts only when first fetched, so no portal visitor downloads them.
  { entry: 'src/lab/main.tsx', template: 'src/lab/index.html', page: 'lab/index.html' },
  // The developers' kit page: served only while development tools are on (server/http/static-files.ts), never precached.
  { entry: 'src/kit-page/main.tsx', template: 'src/kit-page/index.html', page: 'dev/kit/index.html' },
];
const entryPoints = pages.map((p) => p.entry);
const entryPointsOf = (page) => [page.entry, ...(page.stylesheets ?? []).map((sheet) => ({ in: sheet.in, out: sheet.out }))];

/** Files served as they are, beside the bundles: pdf.js runs its parser in a module worker of its own. */
const staticFiles = [
  { from: 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs', to: 'pdf.worker.min.mjs' },
  // Audit Manager's barcode reader (ZXing in WebAssembly), from here rather than the CDN it would fetch it from.
  { from: 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', to: 'assets/zxing_reader.wasm' },
  // MSW answers the API from this worker under `npm run dev:mock`, behind one that lets everything else pass.
  ...(mock
    ? [
        { from: 'node_modules/msw/lib/mockServiceWorker.js', to: 'mockServiceWorker.js' },
        { from: 'tests/mocks/api-only-worker.js', to: 'mock-api-worker.js' },
      ]
    : []),
];

async function copyStaticFiles() {
  await Promise.all(staticFiles.map(({ from, to }) => copyFile(join(root, from), join(dist, to))));
}

/**
 * Web workers, built apart from the pages at fixed addresses (`/workers/<name>.js`) so that the code starting one
 * can name it; what a worker loads lazily (exceljs for Bulk Upload) are chunks beside it, never in a page's report.
 */
const workers = [{ in: 'src/apps/manage/adapters/bulk/bulk-worker.ts', out: 'bulk-worker' }];
const workerOptions = () => ({ ...buildOptions(), entryPoints: workers, entryNames: 'workers/[name]', chunkNames: 'workers/[name]-[hash]', metafile: false });

/** Loaded by the dev page only: esbuild's serve sends `change` on /esbuild after each rebuild. */
const DEV_RELOAD_SCRIPT = 'dev-reload.js';

const dev = process.argv.includes('--dev');

/** Stamped into machine traces, so that QA knows which portal recorded one. */
const { version: portalVersion } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));

function buildOptions() {
  return {
    absWorkingDir: root,
    entryPoints: pages.flatMap(entryPointsOf),
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
    loader: { '.json': 'json', '.svg': 'file', '.png': 'file', '.woff2': 'file', '.csv': 'text' },
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      'process.env.PORTAL_VERSION': JSON.stringify(portalVersion),
    },
    minify: !dev,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [lazyDefaultLocale, narrowBarrelImports(['@internationalized/number'])],
  };
}

/** The chunks an output imports statically, and theirs in turn: they load before it can run. */
function staticImports(metafile, file, found = new Set()) {
  for (const imported of metafile.outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !found.has(imported.path)) {
      found.add(imported.path);
      staticImports(metafile, imported.path, found);
    }
  }
  return found;
}

/** The output file whose entry point is a source module: an entry's, or the chunk an import() of it loads. */
function outputOf(metafile, entry) {
  const file = Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint === entry);
  if (!file) throw new Error(`esbuild produced no output for ${entry}`);
  return file;
}

/** The output file of an entry, plus the chunks it imports statically (they load before it can run). */
function entryOutputs(metafile, entry) {
  const entryFile = outputOf(metafile, entry);
  const output = metafile.outputs[entryFile];
  return { script: entryFile, preloads: [entryFile, ...staticImports(metafile, entryFile)], css: output.cssBundle };
}

/** The output files that the import() calls of these source modules load. */
function dynamicImportTargets(metafile, importers) {
  return importers.flatMap((importer) => {
    const input = metafile.inputs[importer];
    if (!input) throw new Error(`${importer} is not part of the build`);
    return input.imports.filter((i) => i.kind === 'dynamic-import').map((imported) => outputOf(metafile, imported.path));
  });
}

/** The chunks that the import() calls of these source modules load, with their static imports. */
function dynamicImportOutputs(metafile, importers) {
  const files = new Set();
  for (const file of dynamicImportTargets(metafile, importers)) {
    files.add(file);
    staticImports(metafile, file, files);
  }
  return files;
}

/**
 * CSS imported by lazily loaded code lands in a stylesheet of that chunk, which no page links. Every rule must come
 * through a page's own stylesheet or an app's, so the build refuses CSS that would never be loaded.
 */
function checkStylesheetsLinked(metafile) {
  const linked = new Set(pages.map((page) => entryOutputs(metafile, page.entry).css).filter(Boolean));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (appStylesheets.some((sheet) => sheet.in === output.entryPoint)) linked.add(file);
  }
  const reached = new Set([...linked].flatMap((file) => Object.keys(metafile.outputs[file].inputs)));
  const lost = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.css') && !linked.has(file))
    .flatMap(([, output]) => Object.keys(output.inputs))
    .filter((input) => !reached.has(input));
  if (lost.length > 0) {
    throw new Error(`CSS that no page would load: ${[...new Set(lost)].join(', ')}; import it from the page's code or an app's ui/styles.css`);
  }
}

/** Absolute, so the page works on every deep path the server answers with index.html. */
const url = (file) => `/${relative(outdir, file)}`;

/** Each app's stylesheet address by app id, as JSON for the page: data, not a script, so the CSP allows it. */
function stylesheetListing(metafile, stylesheets) {
  const hrefs = Object.fromEntries(
    stylesheets.map((sheet) => {
      const [file] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === sheet.in) ?? [];
      if (!file) throw new Error(`esbuild produced no stylesheet for ${sheet.in}`);
      return [sheet.app, url(file)];
    }),
  );
  return `<script type="application/json" id="${APP_STYLESHEETS_ID}">${JSON.stringify(hrefs)}</script>`;
}

/** External scripts only: the server sends a CSP without 'unsafe-inline'. */
async function writePages(metafile) {
  for (const { entry, template, page, stylesheets, bootImporters } of pages) {
    const { script, preloads, css } = entryOutputs(metafile, entry);
    // After the entry's own: the browser asks for them in this order, and the entry cannot run before its own.
    const bootChunks = [...dynamicImportOutputs(metafile, bootImporters ?? [])].filter((file) => !preloads.includes(file));
    const tags = [
      ...(stylesheets ? [stylesheetListing(metafile, stylesheets)] : []),
      // First: the page paints once it has its stylesheet (the sign-in page's form is in the HTML), and the browser
      // asks for files in this order, a few at a time.
      ...(css ? [`<link rel="stylesheet" href="${url(css)}" />`] : []),
      ...[...preloads, ...bootChunks].map((file) => `<link rel="modulepreload" href="${url(file)}" />`),
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

/**
 * The files the service worker precaches: the pages, the portal's stylesheet and what it links (fonts, images), and
 * the scripts of the entry and of the offline modules with what they import statically.
 */
function offlineFiles(metafile) {
  const page = pages[0];
  const { preloads, css } = entryOutputs(metafile, page.entry);
  const scripts = new Set([...preloads, ...dynamicImportOutputs(metafile, page.bootImporters)]);
  for (const module of [...page.firstScreens, ...page.offlineModules]) {
    const file = outputOf(metafile, module);
    scripts.add(file);
    staticImports(metafile, file, scripts);
  }
  const stylesheet = css ? [css, ...metafile.outputs[css].imports.map((imported) => imported.path)] : [];
  return [...scripts, ...stylesheet].map((file) => relative(outdir, file));
}

/** The shell opens offline from the precache; every other script is cached as first fetched. API and sockets: network. */
async function writeServiceWorker(metafile) {
  // The server answers /login with sign-in.<lang>.html; offline, the precached index.html serves every page.
  const precached = ['index.html', 'lab/index.html', ...offlineFiles(metafile)];
  const { count, size, warnings } = await generateSW({
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: precached,
    runtimeCaching: [
      {
        // An app's chunks, the chart and PDF libraries, the lab's scripts: cached as first fetched. Their names
        // change with their content, so the cached copy is right; the network refreshes it for the next visit.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'lazy-chunks', expiration: { maxEntries: 400 } },
      },
    ],
    navigateFallback: '/index.html',
    // The Machine Lab is a page of its own: /lab/ comes from the precached lab/index.html, never the portal's.
    // The identity-provider popup's page comes from the server, whose headers keep the popup tied to its opener;
    // the precached page's headers would cut that tie.
    navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/lab(\/|$)/, /^\/dev\//, /^\/oauth-popup(\/|$|\?)/],
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
  return { files: count, bytes: size, precached };
}

/** What the precache costs a first visit: each file as the server sends it, brotli where a copy was written. */
async function sentBytes(files) {
  const sizes = await Promise.all(files.map((file) => stat(join(dist, `${file}.br`)).catch(() => stat(join(dist, file)))));
  return sizes.reduce((sum, { size }) => sum + size, 0);
}

/**
 * One esbuild build per page. esbuild tree-shakes a build as a whole, so in one shared build the widgets only
 * the Machine Lab uses would land in chunks the portal loads; apart, each page carries only what it uses.
 */
async function buildPages() {
  const results = await Promise.all(pages.map((page) => esbuild.build({ ...buildOptions(), entryPoints: entryPointsOf(page) })));
  // The portal's entry and the chunks it imports statically load as one file (scripts/merge-entry-chunks.mjs).
  const [portal, ...others] = results;
  portal.metafile.outputs = await mergeEntryChunks({
    root,
    outputs: portal.metafile.outputs,
    entryFile: outputOf(portal.metafile, pages[0].entry),
    firstLoaded: [
      ...dynamicImportTargets(portal.metafile, pages[0].bootImporters),
      ...pages[0].firstScreens.map((screen) => outputOf(portal.metafile, screen)),
    ],
    sharedFiles: new Set(others.flatMap((result) => Object.keys(result.metafile.outputs))),
  });
  return {
    metafile: {
      inputs: Object.assign({}, ...results.map((result) => result.metafile.inputs)),
      outputs: Object.assign({}, ...results.map((result) => result.metafile.outputs)),
    },
    portalMetafile: portal.metafile,
  };
}

/** Answers the size report, which it writes beside the build for `npm run size` and the budget check. */
async function buildOnce() {
  await rm(dist, { recursive: true, force: true });
  const [{ metafile, portalMetafile }] = await Promise.all([buildPages(), esbuild.build(workerOptions())]);
  checkStylesheetsLinked(metafile);
  await writePages(metafile);
  await writeSignInPages(dist, pages[0].firstScreens.map((screen) => url(outputOf(portalMetafile, screen))));
  await copyStaticFiles();
  const { precached, ...serviceWorker } = await writeServiceWorker(portalMetafile);
  // After sw.js: it gets compressed too, and its precache list never holds the compressed copies.
  const precompressed = await precompress(dist);
  const report = {
    ...measureOutputs(metafile, { root, outdir, entryPoints }),
    serviceWorker: { ...serviceWorker, sentBytes: await sentBytes(precached) },
    precompressed,
  };
  await writeFile(join(dist, SIZE_REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/** Some 700 lines that only matter when the page loads more than size-budget.json allows; else `npm run size`. */
function printSizeReportIfOverBudget(report) {
  const checks = checkBuild(dist);
  if (overBudget(checks)) console.log(`${formatSizeReport(report)}\n\n${formatBudgetChecks(checks)}`);
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
  const ctx = await esbuild.context({ ...buildOptions(), plugins: [...buildOptions().plugins, writePagesAfterEachBuild] });
  await ctx.watch();
  await (await esbuild.context(workerOptions())).watch();
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
  console.log(skippedLine('app already built', `kept ${outdir}/ (npm run build makes a fresh one)`));
} else {
  await timed('app built', buildOnce)
    .then(printSizeReportIfOverBudget)
    .catch((error) => {
      // esbuild has printed its own errors already; anything else needs its stack.
      if (!error.errors) console.error(error);
      process.exitCode = 1;
    });
}
