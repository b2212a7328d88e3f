import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barrels } from './scripts';

/**
 * A package in the shape of `@internationalized/number`: an index re-exporting a formatter and a parser, each in its
 * own file. The entry uses the formatter; a lazily loaded screen the parser.
 */
const FILES: Record<string, string> = {
  'node_modules/numbers/package.json': JSON.stringify({ name: 'numbers', sideEffects: false, exports: { import: './dist/index.mjs' } }),
  'node_modules/numbers/dist/index.mjs': [
    '/* Licence header */',
    'import {Formatter as $a$Formatter} from "./private/Formatter.mjs";',
    'import {Parser as $b$Parser} from "./private/Parser.mjs";',
    'export {$a$Formatter as Formatter, $b$Parser as Parser};',
    '//# sourceMappingURL=index.mjs.map',
  ].join('\n'),
  'node_modules/numbers/dist/private/Formatter.mjs': 'export class Formatter { format(n) { return "formatted " + n; } }',
  'node_modules/numbers/dist/private/Parser.mjs': 'export class Parser { parse(text) { return "parsed " + Number(text); } }',
  'entry.js': 'import { Formatter } from "numbers"; globalThis.formatted = new Formatter().format(1); globalThis.screen = () => import("./screen.js");',
  'screen.js': 'import { Parser, Formatter } from "numbers"; export const read = (t) => new Parser().parse(t) + " " + new Formatter().format(2);',
  'namespace.js': 'import * as numbers from "numbers"; export const both = Object.keys(numbers);',
};

let dir = '';
const build = (entryPoints: string[], plugins: esbuild.Plugin[]) =>
  esbuild.build({ absWorkingDir: dir, entryPoints, outdir: 'out', bundle: true, splitting: true, format: 'esm', metafile: true, write: false, logLevel: 'silent', plugins });

/** The source files whose code loads before the entry runs: its own file and the chunks it imports statically. */
function loadedFirst({ outputs }: esbuild.Metafile): string[] {
  const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'entry.js')!;
  const files = [entry, ...outputs[entry]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)];
  return files.flatMap((file) => Object.keys(outputs[file]!.inputs));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'narrow-barrel-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('imports of a package index, narrowed to the files they use', () => {
  it('leaves the parser, which only the lazy screen uses, out of what loads before the entry runs', async () => {
    const plain = await build(['entry.js'], []);
    expect(loadedFirst(plain.metafile)).toContain('node_modules/numbers/dist/private/Parser.mjs');

    const narrowed = await build(['entry.js'], [barrels.narrowBarrelImports(['numbers'])]);
    expect(loadedFirst(narrowed.metafile)).toContain('node_modules/numbers/dist/private/Formatter.mjs');
    expect(loadedFirst(narrowed.metafile)).not.toContain('node_modules/numbers/dist/private/Parser.mjs');
  });

  it('still gives every importer the names it asked for', async () => {
    const { outputFiles } = await build(['entry.js'], [barrels.narrowBarrelImports(['numbers'])]);
    const out = await mkdtemp(join(dir, 'run-'));
    for (const file of outputFiles) await writeFile(join(out, file.path.split('/').pop()!), file.contents);
    await import(join(out, 'entry.js'));
    const globals = globalThis as unknown as { formatted: string; screen: () => Promise<{ read: (t: string) => string }> };
    expect(globals.formatted).toBe('formatted 1');
    expect((await globals.screen()).read('7')).toBe('parsed 7 formatted 2');
  });

  it('leaves a namespace import of the index as it is', async () => {
    const { metafile } = await build(['namespace.js'], [barrels.narrowBarrelImports(['numbers'])]);
    expect(Object.keys(metafile.inputs)).toContain('node_modules/numbers/dist/index.mjs');
  });
});
