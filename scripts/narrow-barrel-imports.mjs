// An esbuild plugin: an import of a package's index (a file that only re-exports its other files) becomes an import
// of just the files that define the names imported.
//
// Why: esbuild puts a file's code in the chunk of every entry point that reaches the file, and an index reaches all
// of its package. The sign-in path's button imports `NumberFormatter` from `@internationalized/number`, whose index
// also re-exports `NumberParser`, so the parser (used by the lazily loaded number fields only) went into the entry's
// file. Measured with `npm run bench:first-load`: the entry's JavaScript on the wire.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { clauseBindings } from './import-clauses.mjs';

const NAMESPACE = 'narrowed-barrel';

/** `import {A as $a, B} from "./file.mjs";`: the statements of a re-exporting index, and of its importers. */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;
const EXPORT = /export\s*\{([^}]*)\}\s*;?/g;

/** Each name an index exports, with the file that defines it and the name it has there; null if it does more than re-export. */
function reexportedFiles(indexPath, source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imported = new Map();
  for (const [, clause, from] of code.matchAll(IMPORT)) {
    for (const [name, alias] of clauseBindings(clause)) imported.set(alias, { file: resolve(dirname(indexPath), from), name });
  }
  const files = new Map();
  for (const [, clause] of code.matchAll(EXPORT)) {
    for (const [local, exported] of clauseBindings(clause)) {
      const origin = imported.get(local);
      if (!origin) return null;
      files.set(exported, origin);
    }
  }
  const rest = code.replace(IMPORT, '').replace(EXPORT, '').trim();
  return rest === '' ? files : null;
}

/** The names a module imports from `specifier` by name; null if it imports it otherwise too (a namespace, a re-export). */
function namesImported(source, specifier) {
  const names = [];
  for (const [, clause, from] of source.matchAll(IMPORT)) {
    if (from === specifier) names.push(...clauseBindings(clause).map(([name]) => name));
  }
  const other = new RegExp(`(?:import\\s*\\*|export\\s*(?:\\*|\\{[^}]*\\}))[^;]*?from\\s*["']${specifier.replace(/[/.]/g, '\\$&')}["']`);
  return names.length > 0 && !other.test(source) ? names : null;
}

/** `packages`: the packages whose index is narrowed (their package.json says they have no side effects). */
export function narrowBarrelImports(packages) {
  const filter = new RegExp(`^(${packages.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`);
  return {
    name: 'narrow-barrel-imports',
    setup(build) {
      const indexes = new Map();
      const indexOf = async (specifier, resolveDir) => {
        if (!indexes.has(specifier)) {
          indexes.set(
            specifier,
            (async () => {
              const { path, errors } = await build.resolve(specifier, { resolveDir, kind: 'import-statement' });
              if (errors.length > 0) return null;
              return reexportedFiles(path, await readFile(path, 'utf8'));
            })(),
          );
        }
        return indexes.get(specifier);
      };
      build.onResolve({ filter }, async ({ path: specifier, importer, resolveDir, kind, namespace }) => {
        if (kind !== 'import-statement' || namespace !== 'file' || !importer) return undefined;
        const files = await indexOf(specifier, resolveDir);
        const names = files && namesImported(await readFile(importer, 'utf8'), specifier);
        if (!names || names.some((name) => !files.has(name))) return undefined;
        const exports = names.map((name) => ({ exported: name, ...files.get(name) }));
        return { path: `${specifier}:${names.sort().join(',')}`, namespace: NAMESPACE, pluginData: exports };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ pluginData }) => ({
        contents: pluginData.map(({ exported, file, name }) => `export { ${name} as ${exported} } from ${JSON.stringify(file)};`).join('\n'),
        loader: 'js',
        resolveDir: '/',
      }));
    },
  };
}
