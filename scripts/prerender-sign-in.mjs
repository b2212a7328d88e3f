// Writes `sign-in.<language>.html` beside a build's index.html: the portal's page with the sign-in form already in
// its root, in each language, for server/http/sign-in-page.ts to answer /login with. The form shows as soon as the
// HTML has arrived; the app takes it over with whatever was typed (usePrerenderedForm).
//
// Measured with `npm run bench:first-load`: the page's stylesheet is inlined (its request started some 60 ms after
// the HTML had arrived). The page preloads what the form waits for: the entry (one file, scripts/merge-entry-chunks.mjs),
// the startup modules and the sign-in screen; unpreloaded, these were asked for only once the entry had run.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(import.meta.dirname, '..');
const ENTRY = 'src/prerender-sign-in.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The page's file name for a language: server/http/sign-in-page.ts names them alike (the e2e tests hold them together). */
const signInPageFile = (language) => `sign-in.${language}.html`;

/** The sign-in screen's render, bundled for Node (styles are the page's own stylesheet, already linked). */
async function loadRenderer(dir) {
  const outfile = join(dir, 'prerender-sign-in.mjs');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.json': 'json', '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // The CommonJS libraries in the bundle require Node's built-ins.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

const STYLESHEET = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)" \/>/;
const ENTRY_SCRIPT = /<script type="module" src="[^"]+"><\/script>/;
/** Inlined, the map comment would point the developer tools at a path relative to the page. */
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=\S+ \*\//;

/** The page as the sign-in form wants it: its stylesheet inlined (the CSP allows inline styles), its screen preloaded. */
async function paintFirst(dist, page, screenScripts) {
  const [link, file] = page.match(STYLESHEET) ?? [];
  if (!link) throw new Error('index.html links no stylesheet to inline into the sign-in page');
  const [script] = page.match(ENTRY_SCRIPT) ?? [];
  if (!script) throw new Error('index.html has no module script');
  const css = (await readFile(join(dist, file), 'utf8')).replace(SOURCE_MAP_COMMENT, '').trim();
  const preloads = screenScripts.map((path) => `<link rel="modulepreload" href="${path}" />\n    `).join('');
  return page.replace(link, () => `<style>${css}</style>`).replace(script, () => `${preloads}${script}`);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `screenScripts`: the addresses of the sign-in screen's script files, preloaded beside the entry's. */
export async function writeSignInPages(dist, screenScripts = []) {
  const page = await paintFirst(dist, await readFile(join(dist, 'index.html'), 'utf8'), screenScripts);
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to render the sign-in form into`);
  const dir = await mkdtemp(join(tmpdir(), 'prerender-sign-in-'));
  try {
    const { signInPage, LANGUAGES } = await loadRenderer(dir);
    for (const language of LANGUAGES) {
      const { markup, title } = await signInPage(language);
      const html = page
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
      await writeFile(join(dist, signInPageFile(language)), html);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
