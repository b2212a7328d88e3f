import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The only files that see every layer: they bind ports to adapters. The Machine Lab gets its own. */
const compositionRoots = ['src/main.tsx', 'src/lab/main.tsx'];

const layers = ['domain', 'application', 'adapters', 'ui'];

/**
 * The Machine Lab (src/lab) is an app of its own: a pure model (trace files, layout, Mermaid; no React) and
 * its UI. Both build on application and domain; neither sees the portal's adapters or UI.
 */
const labLayers = [
  { type: 'lab-model', pattern: 'src/lab/model' },
  { type: 'lab-ui', pattern: 'src/lab/ui' },
];

const element = (...types) => types.map((type) => ({ element: { type } }));
const externalPackage = (source) => ({ module: { origin: 'external', source } });
const anyExternalPackage = { module: { origin: 'external' } };
const nodeBuiltin = { module: { origin: 'core' } };

/**
 * The layer rules of ../shared/design/architecture.md, as an allow-list per element type over a default of
 * "disallow". Imports inside one element are not checked. The last matching policy wins, so the narrow bans
 * come after the broad allowances they cut into.
 */
const layerPolicies = [
  {
    from: element('application'),
    // xstate/graph is how the machines get their model-based tests; no other xstate subpath is needed.
    allow: { to: [...element('domain'), { module: { origin: 'external', source: 'xstate', internalPath: [null, 'graph'] } }] },
  },
  // contract/ is pure zod schemas shared with the server: the HTTP adapters validate against it.
  { from: element('ui'), allow: { to: [...element('application', 'domain', 'contract'), anyExternalPackage] } },
  { from: element('adapters'), allow: { to: [...element('application', 'domain', 'contract'), anyExternalPackage] } },
  {
    from: element('lab-model'),
    allow: {
      to: [
        ...element('application', 'domain'),
        ...['xstate', 'zod', 'elkjs'].map((source) => ({ module: { origin: 'external', source } })),
      ],
    },
  },
  { from: element('lab-ui'), allow: { to: [...element('lab-model', 'application', 'domain'), anyExternalPackage] } },
  {
    from: { file: { categories: 'composition-root' } },
    allow: { to: [...element(...layers, ...labLayers.map(({ type }) => type)), anyExternalPackage] },
  },
  {
    from: element('server', 'contract'),
    allow: { to: [...element('server', 'contract', 'domain'), anyExternalPackage, nodeBuiltin] },
  },
  { from: element('adapters'), disallow: { to: externalPackage('wouter') } },
  { from: [{ element: { type: 'adapters', fileInternalPath: 'routing/**' } }], allow: { to: externalPackage('wouter') } },
  { from: element('adapters', 'ui'), disallow: { to: externalPackage('inversify') } },
  { from: element('lab-ui'), disallow: { to: [externalPackage('inversify'), externalPackage('wouter')] } },
];

const unusedUnlessUnderscored = {
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
};

export default defineConfig(
  globalIgnores(['dist/', 'dist-server/', 'test-results/', 'playwright-report/', 'data/']),
  js.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: { 'no-unused-vars': ['error', unusedUnlessUnderscored] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Not the type-checked set: lint stays a few seconds and the typecheck is its own step.
    extends: [tseslint.configs.recommended],
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', unusedUnlessUnderscored],
    },
  },
  {
    files: ['src/**', 'tests/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        ...layers.map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
        ...labLayers.map((layer) => ({ ...layer, partialMatch: false })),
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'contract', pattern: 'contract', partialMatch: false },
        // Anything else under src/ belongs to no layer, so the default "disallow" refuses all its imports.
        { type: 'unlayered', pattern: 'src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'composition-root', pattern: compositionRoots }],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies: layerPolicies }],
    },
  },
);
