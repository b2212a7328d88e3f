import type { Plugin } from 'vite';

/** A `.csv` import is its text, as the builds' esbuild `text` loader makes it (build.mjs, scripts/start-server.mjs). */
export const csvAsText: Plugin = {
  name: 'csv-as-text',
  transform(code, id) {
    return id.endsWith('.csv') ? { code: `export default ${JSON.stringify(code)};`, map: null } : null;
  },
};
