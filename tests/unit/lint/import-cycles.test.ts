import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Type imports count (no transform): a type-only circle still ties the files into one unit of review and of change.
 * Dynamic `import()` edges do not: a lazy screen loads after every module of the graph has run.
 */
it('finds no import cycle in server/, contract/ and src/', { timeout: 120_000 }, async () => {
  const tree = await parseDependencyTree(['server/**/*.ts', 'contract/**/*.ts', 'src/**/*.{ts,tsx}'], { cwd: root, context: root, transform: false });
  expect(parseCircular(tree, true)).toEqual([]);
});
