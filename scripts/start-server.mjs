// Builds the API server (server/, contract/ and the shared src/domain) into dist-server/ and runs it.
//   node scripts/start-server.mjs           build, then serve
//   node scripts/start-server.mjs --build   build only
//   node scripts/start-server.mjs --watch   rebuild and restart on every change (npm run dev)
// Packages stay in node_modules (PGlite finds its WebAssembly there); only our own TypeScript is bundled.
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { skippedLine, timed } from './phase-line.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-server`;
const entry = `${outDir}/main.mjs`;
const mode = process.argv.includes('--watch') ? 'watch' : process.argv.includes('--build') ? 'build' : 'start';

const buildOptions = {
  entryPoints: [`${root}server/main.ts`],
  outfile: entry,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Data files the server reads (the footprint data of Environmental Reporting) are bundled as text.
  loader: { '.csv': 'text' },
  sourcemap: true,
  logLevel: 'warning',
};

async function copyMigrations() {
  await rm(`${outDir}/migrations`, { recursive: true, force: true });
  await cp(`${root}server/db/migrations`, `${outDir}/migrations`, { recursive: true });
}

async function loadEsbuild() {
  try {
    return await import('esbuild');
  } catch {
    // Installed without dev dependencies: run the bundle that is there.
    if (existsSync(entry)) return null;
    throw new Error('dist-server/ is missing and esbuild is not installed: run npm install, then try again');
  }
}

let child = null;

function serve() {
  child = spawn(process.execPath, ['--enable-source-maps', entry], { stdio: 'inherit' });
  return child;
}

/** Stops the running server and waits for it to close its database. */
async function stopServer(signal = 'SIGTERM') {
  if (!child || child.exitCode !== null) return;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await stopped;
}

const esbuild = await loadEsbuild();
if (mode === 'watch') {
  const restart = {
    name: 'restart',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return;
        await copyMigrations();
        await stopServer();
        serve();
      });
    },
  };
  const context = await esbuild.context({ ...buildOptions, plugins: [restart] });
  await context.watch();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await context.dispose();
      await stopServer(signal);
      process.exit(0);
    });
  }
} else {
  if (esbuild) {
    await timed('server built', async () => {
      await esbuild.build(buildOptions);
      await copyMigrations();
    });
  } else {
    console.log(skippedLine('server already built', 'kept dist-server/ (esbuild is not installed)'));
  }
  if (mode === 'start') {
    serve().on('exit', (code) => process.exit(code ?? 0));
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  }
}
