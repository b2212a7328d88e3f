// Makes a new app from scripts/new-app/template: `npm run new-app -- <slug> [--name "Fleet Notes"]
// [--description "…"] [--category assets]`. It writes the app's folders (declaration, a list screen, a contract route,
// a server route over a table of its own with its migration, a demo seed, mocks and tests), names the app in the
// lists of each root, and generates the table's migration. docs/adding-an-app.md explains what it made.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('./new-app/template', import.meta.url));

function option(args, name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
}

const words = (slug) => slug.split(/[-_]/);
const capitalised = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** The spellings of the app's name the template's placeholders stand for. */
function tokensOf({ slug, name, description, category }) {
  const pascal = words(slug).map(capitalised).join('');
  return {
    __slug__: slug,
    __SLUG__: words(slug).join('_').toUpperCase(),
    __snake__: words(slug).join('_'),
    __Pascal__: pascal,
    __camel__: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    __Name__: name,
    __Description__: description,
    __category__: category,
  };
}

const filledIn = (text, tokens) => Object.entries(tokens).reduce((out, [token, value]) => out.replaceAll(token, value), text);

function templateFiles(dir = TEMPLATE) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? templateFiles(path) : [path];
  });
}

/** The categories an app may declare, as the kernel's domain lists them. */
function categoriesIn(root) {
  const source = readFileSync(join(root, 'src/domain/apps/app-declaration.ts'), 'utf8');
  const list = /appCategories = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** Whether any app already declares the slug (as a literal in its declaration or its domain's slug constants). */
function slugTaken(root, slug) {
  const apps = join(root, 'src/apps');
  return readdirSync(apps).some((app) =>
    ['app.ts', 'domain/slug.ts'].some((file) => {
      const path = join(apps, app, file);
      return existsSync(path) && readFileSync(path, 'utf8').includes(`'${slug}'`);
    }),
  );
}

/** Adds an import after the file's last one, and an entry at the end of the array literal that follows `marker`. */
function addToList(root, file, importLine, entry, marker) {
  const path = join(root, file);
  let source = readFileSync(path, 'utf8');
  const lastImport = [...source.matchAll(/^import [^;]+;\n/gm)].at(-1);
  const afterImports = lastImport.index + lastImport[0].length;
  source = `${source.slice(0, afterImports)}${importLine}\n${source.slice(afterImports)}`;
  const start = source.indexOf(marker);
  const open = source.indexOf('[', start + source.slice(start).search(/(=|return) \[/));
  let close = open;
  for (let depth = 0; close < source.length; close += 1) {
    if (source[close] === '[') depth += 1;
    if (source[close] === ']' && --depth === 0) break;
  }
  const inside = source.slice(open + 1, close);
  let filled = `${inside.trimEnd()}, ${entry}`;
  if (inside.includes('\n')) {
    // One entry a line: the new one takes the last line, indented as the others, before the closing bracket's line.
    const lastBreak = inside.lastIndexOf('\n');
    const indent = /\n(\s*)\S/.exec(inside)[1];
    filled = `${inside.slice(0, lastBreak).replace(/,?$/, ',')}\n${indent}${entry},${inside.slice(lastBreak)}`;
  }
  writeFileSync(path, source.slice(0, open + 1) + filled + source.slice(close));
}

export function newApp(root, { slug, name, description, category }) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug) || slug.length > 40) {
    throw new Error(`"${slug}" is not a slug: lower-case letters and digits in words joined by -, at most 40 characters`);
  }
  const categories = categoriesIn(root);
  if (!categories.includes(category)) throw new Error(`"${category}" is not a category; one of: ${categories.join(', ')}`);
  for (const folder of ['src/apps', 'contract/apps', 'server/apps']) {
    if (existsSync(join(root, folder, slug))) throw new Error(`${folder}/${slug} exists already`);
  }
  if (slugTaken(root, slug)) throw new Error(`an app already declares the slug ${slug}`);

  const tokens = tokensOf({ slug, name, description, category });
  const made = templateFiles().map((template) => {
    const target = join(root, filledIn(relative(TEMPLATE, template), tokens).replace(/\.tmpl$/, ''));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, filledIn(readFileSync(template, 'utf8'), tokens));
    return relative(root, target);
  });

  const { __camel__: camel } = tokens;
  addToList(root, 'src/apps.ts', `import { ${camel}App } from './apps/${slug}/app';`, `${camel}App`, 'export const apps');
  addToList(root, 'src/app-clients.ts', `import { ${camel}Client } from './apps/${slug}/client';`, `${camel}Client`, 'export const appClients');
  addToList(root, 'contract/routes.ts', `import { ${camel}Routes } from './apps/${slug}/routes';`, `...${camel}Routes`, 'export const allRoutes');
  addToList(root, 'server/apps.ts', `import { ${camel}Server } from './apps/${slug}';`, `composable(${camel}Server)`, 'export const serverApps');
  addToList(root, 'tests/mocks/handlers.ts', `import { ${camel}Handlers } from '../../src/apps/${slug}/mocks/handlers';`, `...${camel}Handlers(state, baseUrl)`, 'return [');
  return { made, lists: ['src/apps.ts', 'src/app-clients.ts', 'contract/routes.ts', 'server/apps.ts', 'tests/mocks/handlers.ts'], tokens };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const slug = args.find((arg, at) => !arg.startsWith('--') && !args[at - 1]?.startsWith('--'));
  if (!slug) {
    console.error('usage: npm run new-app -- <slug> [--name "Fleet Notes"] [--description "…"] [--category assets]');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const name = option(args, 'name', words(slug).map(capitalised).join(' '));
  try {
    const { made, lists, tokens } = newApp(root, {
      slug,
      name,
      description: option(args, 'description', `What ${name} is for.`),
      category: option(args, 'category', 'insight'),
    });
    // The table's migration, as `npm run db:generate` writes one after any schema change.
    execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--name', tokens.__snake__], { cwd: root, stdio: 'pipe' });
    const folders = new Set(made.map((file) => dirname(file)));
    console.log(`✓ ${slug}: ${made.length} files in ${folders.size} folders, a migration, and a line in each of ${lists.join(', ')}`);
    console.log(`  open /apps/${slug} (npm start), run its tests (npx vitest run ${made.filter((file) => file.includes('__tests__')).join(' ')}),`);
    console.log(`  and translate src/apps/${slug}/adapters/locales/de: docs/adding-an-app.md says what each file is for.`);
  } catch (error) {
    console.error(`new-app: ${error.message}`);
    process.exit(1);
  }
}
