// Merges a page's entry with every chunk it imports statically into one file, after esbuild has written the build.
//
// Why: esbuild splits the modules the entry shares with lazily loaded code into one chunk per set of importers, so the
// portal's entry pulled some seventy chunks of a few hundred bytes each (port tokens, small rules) before the sign-in
// form could run. esbuild has no option to group chunks, so the build does it: the entry and its static chunks become
// one file, each lazily loaded file imports what it used from that file instead, and the chunks are left as stubs
// re-exporting from it (for an import() that names one).
//
// Every file this touches is renamed with a key of the whole build (the entry's own hash, which esbuild changes when
// anything it reaches changes): a name never stands for two contents, which the service worker's and the browser's
// caches of /assets/ rely on.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import * as esbuild from 'esbuild';
import { clauseBindings } from './import-clauses.mjs';

/** esbuild's names end in `-` and 8 base32 characters; the service worker takes such names as never changing. */
const HASHED_NAME = /^(.*)-([A-Z2-7]{8})\.js$/;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function hash8(text) {
  const digest = createHash('sha256').update(text).digest();
  return Array.from(digest.subarray(0, 8), (byte) => BASE32[byte % 32]).join('');
}

/** The chunks an output imports statically, and theirs in turn. */
function staticClosure(outputs, file, found = new Set()) {
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !found.has(imported.path)) {
      found.add(imported.path);
      staticClosure(outputs, imported.path, found);
    }
  }
  return found;
}

/** The name a merged chunk's export has in the merged file: unique, since chunk names are. */
const aliasOf = (chunkFile, name) => `_${HASHED_NAME.exec(basename(chunkFile))[2]}_${name}`;

/** `{a as b,c}` (esbuild's minified import or export clause) as [imported, local] pairs. */
function namedBindings(clause, where) {
  const inner = /^\{(.*)\}$/s.exec(clause.trim());
  if (!inner) throw new Error(`merge-entry-chunks: cannot read the import clause "${clause}" in ${where}`);
  return clauseBindings(inner[1]);
}

/**
 * `source` with each static import or re-export of a merged chunk turned into one of the merged file (`mergedName`,
 * relative to the same folder), the bindings renamed to the merged file's aliases.
 */
function redirectImports(source, file, merged, mergedName) {
  const [imports] = parse(source, file);
  let out = '';
  let at = 0;
  for (const entry of imports) {
    if (entry.d !== -1 || !entry.n) continue;
    const target = join(dirname(file), entry.n);
    if (!merged.has(target)) continue;
    const statement = source.slice(entry.ss, entry.se);
    const head = /^(import|export)\s*(.*?)\s*from\s*["']/s.exec(statement);
    let replacement;
    if (!head) {
      if (!/^import\s*["']/.test(statement)) throw new Error(`merge-entry-chunks: cannot read "${statement}" in ${file}`);
      replacement = `import"./${mergedName}"`;
    } else {
      const [, keyword, clause] = head;
      const pairs = namedBindings(clause, file).map(([imported, local]) => `${aliasOf(target, imported)} as ${local}`);
      replacement = `${keyword}{${pairs.join(',')}}from"./${mergedName}"`;
    }
    out += source.slice(at, entry.ss) + replacement;
    at = entry.se;
  }
  return out + source.slice(at);
}

/**
 * Merges `entryFile` (an output path of `outputs`, relative to `root`) with its static chunks, and with those of the
 * lazily loaded files every first visit loads (`firstLoaded`: they stay files of their own). `outputs` is the
 * page build's metafile outputs; every `.js` among them is rewritten and renamed (`sharedFiles`, which other pages
 * load too, are left in place as well). Answers the outputs as they are now,
 * in the metafile's shape, for the steps that read it after (the page's script tags, the size report).
 */
export async function mergeEntryChunks({ root, outputs, entryFile, firstLoaded = [], sharedFiles = new Set() }) {
  await init;
  const absolute = (file) => join(root, file);
  const merged = staticClosure(outputs, entryFile);
  for (const file of firstLoaded) staticClosure(outputs, file, merged);
  for (const file of firstLoaded) merged.delete(file);
  const scripts = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const buildKey = HASHED_NAME.exec(basename(entryFile))?.[2];
  if (!buildKey) throw new Error(`merge-entry-chunks: ${entryFile} has no hashed name`);
  const renamed = new Map(
    scripts.map((file) => {
      const [, base] = HASHED_NAME.exec(basename(file)) ?? [];
      if (!base) throw new Error(`merge-entry-chunks: ${file} has no hashed name`);
      return [file, join(dirname(file), `${base}-${hash8(`${basename(file)}:${buildKey}`)}.js`)];
    }),
  );
  const newName = (file) => renamed.get(file) ?? file;
  const mergedFile = newName(entryFile);
  const mergedName = basename(mergedFile);
  /** Old file names as the built code spells them, each to its new one (imports, import() calls, source map links). */
  const byName = new Map(scripts.map((file) => [basename(file), basename(newName(file))]));
  const renameText = (text) => text.replace(/\b[\w.-]+-[A-Z2-7]{8}\.js\b/g, (name) => byName.get(name) ?? name);

  // The merged file: the entry's code, and each merged chunk's exports under their aliases for the lazy files.
  const reexports = [...merged].map((chunk) => {
    const names = outputs[chunk].exports ?? [];
    return names.length ? `export{${names.map((name) => `${name} as ${aliasOf(chunk, name)}`).join(',')}}from"./${basename(chunk)}";` : '';
  });
  const folder = absolute(dirname(entryFile));
  const bundled = await esbuild.build({
    stdin: { contents: `${reexports.join('\n')}\nimport"./${basename(entryFile)}";`, resolveDir: folder, sourcefile: 'merged-entry.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'only-the-merged-chunks',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.importer === '' || args.kind === 'entry-point') return undefined;
            const path = join(args.resolveDir, args.path);
            const file = path.slice(root.length + 1);
            return merged.has(file) || file === entryFile ? { path } : { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const mergedCode = renameText(bundled.outputFiles[0].text);

  const result = {};
  for (const file of scripts) {
    const output = outputs[file];
    let code;
    let imports;
    if (file === entryFile) {
      code = mergedCode;
      const dynamic = [entryFile, ...merged].flatMap((each) => outputs[each].imports.filter((i) => i.kind === 'dynamic-import'));
      imports = dynamic.map((i) => ({ ...i, path: newName(i.path) }));
    } else if (merged.has(file)) {
      // A stub, for an import() of a merged chunk: its namespace, read from the merged file.
      const names = output.exports ?? [];
      code = names.length ? `export{${names.map((name) => `${aliasOf(file, name)} as ${name}`).join(',')}}from"./${mergedName}";\n` : `import"./${mergedName}";\n`;
      imports = [{ path: mergedFile, kind: 'import-statement' }];
    } else {
      const source = await readFile(absolute(file), 'utf8');
      code = renameText(redirectImports(source, file, merged, basename(entryFile)));
      code = code.replaceAll(`"./${basename(entryFile)}"`, `"./${mergedName}"`);
      const seen = new Set();
      imports = output.imports
        .map((i) => (merged.has(i.path) && i.kind === 'import-statement' ? { ...i, path: mergedFile } : { ...i, path: newName(i.path) }))
        .filter((i) => !seen.has(`${i.kind}:${i.path}`) && seen.add(`${i.kind}:${i.path}`));
    }
    // The source maps keep describing the code as esbuild wrote it; a merged or rewritten file's map would mislead.
    code = code.replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '\n');
    // Another page's build may have written the same file (same content, same name): it keeps its copy.
    if (!sharedFiles.has(file)) {
      await rm(absolute(file));
      await rm(absolute(`${file}.map`), { force: true });
    }
    await writeFile(absolute(newName(file)), code);
    result[newName(file)] = {
      ...output,
      imports,
      bytes: Buffer.byteLength(code),
      ...(file === entryFile && { inputs: Object.assign({}, ...[entryFile, ...merged].map((each) => outputs[each].inputs)) }),
    };
  }
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') && !file.endsWith('.js.map')) result[file] = output;
  }
  return result;
}
