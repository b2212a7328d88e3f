import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryMerge } from './scripts';

/**
 * A page in the shape of the portal's: an entry and a lazily loaded screen share a module with state (a token, a
 * counter) and a library only the entry and a startup module share; esbuild splits each into a chunk of its own.
 */
const SOURCES = {
  'shared.js': 'export const token = Symbol("token"); export let count = 0; export function bump() { count += 1; }',
  'boot-only.js': 'export const booted = "booted";',
  'startup.js': 'import { booted } from "./boot-only.js"; export default booted;',
  'screen.js': 'import { token, bump, count } from "./shared.js"; export { token }; export function show() { bump(); return count; }',
  'entry.js': [
    'import { token, count } from "./shared.js";',
    'import { booted } from "./boot-only.js";',
    'globalThis.entryRan = booted;',
    'globalThis.page = Promise.all([import("./screen.js"), import("./startup.js")]).then(([screen, startup]) =>',
    '  ({ sameToken: screen.token === token, shown: screen.show(), startup: startup.default, entryCount: () => count }));',
  ].join('\n'),
};

let dir = '';
let outputs: Awaited<ReturnType<typeof entryMerge.mergeEntryChunks>> = {};
let entryFile = '';
let before: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'merge-entry-'));
  await Promise.all(Object.entries(SOURCES).map(([name, code]) => writeFile(join(dir, name), code)));
  const built = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['entry.js'],
    outdir: 'out',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
  });
  const metaOutputs = built.metafile.outputs;
  entryFile = Object.keys(metaOutputs).find((file) => metaOutputs[file]?.entryPoint === 'entry.js')!;
  const startup = Object.keys(metaOutputs).find((file) => metaOutputs[file]?.entryPoint === 'startup.js')!;
  before = await readdir(join(dir, 'out'));
  outputs = await entryMerge.mergeEntryChunks({ root: dir, outputs: metaOutputs, entryFile, firstLoaded: [startup] });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const entryOf = () => Object.keys(outputs).find((file) => outputs[file]?.entryPoint === 'entry.js')!;

describe('the entry merged with the chunks it loads first', () => {
  it('loads as one file: the entry imports nothing before it runs', () => {
    expect(before.filter((name) => name.startsWith('chunk-')).length).toBeGreaterThan(0);
    expect(outputs[entryOf()]?.imports.filter((i) => i.kind === 'import-statement')).toEqual([]);
  });

  it('runs as before, the lazy screen sharing the very module instance the entry has', async () => {
    await import(pathToFileURL(join(dir, entryOf())).href);
    const page = await (globalThis as unknown as { page: Promise<{ sameToken: boolean; shown: number; startup: string; entryCount: () => number }> }).page;
    expect(page.sameToken).toBe(true);
    expect(page.shown).toBe(1);
    expect(page.entryCount()).toBe(1);
    expect(page.startup).toBe('booted');
  });

  it('renames every file it rewrote, and no file names one that is gone', async () => {
    const after = (await readdir(join(dir, 'out'))).filter((name) => name.endsWith('.js'));
    expect(after.filter((name) => before.includes(name))).toEqual([]);
    for (const name of after) {
      const code = await readFile(join(dir, 'out', name), 'utf8');
      for (const named of code.match(/[\w-]+-[A-Z2-7]{8}\.js/g) ?? []) expect(after).toContain(named);
    }
  });

  it('lists the files as they now are, each import pointing at a file that exists', () => {
    for (const output of Object.values(outputs)) {
      for (const imported of output.imports) expect(Object.keys(outputs)).toContain(imported.path);
    }
  });
});
