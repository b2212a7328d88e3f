// An esbuild plugin: react-aria works out the browser's default locale when its module is evaluated, and the
// `Intl.DateTimeFormat.supportedLocalesOf` it calls loads the browser's locale data (40 to 120 ms on a busy machine,
// measured by bench:first-load), before the sign-in form can be live. This defers that to the first render of a
// component that asks for the locale, which the sign-in form has none of.
import { readFile } from 'node:fs/promises';

const MODULE = /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
/** `let <current> = <getDefaultLocale>();` at the top of the module, and the hook's `useState(<current>)`. */
const EAGER = /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/;

export const lazyDefaultLocale = {
  name: 'lazy-default-locale',
  setup(build) {
    build.onLoad({ filter: MODULE }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const eager = EAGER.exec(source);
      // A react-aria that words it otherwise: the build says so rather than ship the eager call unnoticed.
      if (!eager) throw new Error(`lazy-default-locale: ${path} no longer computes its locale as expected; update the plugin`);
      const [statement, current, compute] = eager;
      const initial = `useState)(${current})`;
      if (!source.includes(initial)) throw new Error(`lazy-default-locale: ${path} reads its locale otherwise; update the plugin`);
      const contents = source
        .replace(statement, () => `let ${current} = null;`)
        .replace(initial, () => `useState)(() => ${current} ??= ${compute}())`);
      return { contents, loader: 'js' };
    });
  },
};
