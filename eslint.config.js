import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The only files that see every layer: they bind ports to adapters. The Machine Lab and the kit page get their own,
 * and so does the build's prerendered sign-in form; src/app-client.ts shapes the apps' browser parts and
 * src/app-clients.ts lists them, for the composition root and the tests.
 */
const compositionRoots = [
  'src/main.tsx',
  'src/lab/main.tsx',
  'src/kit-page/main.tsx',
  'src/prerender-sign-in.tsx',
  'src/app-client.ts',
  'src/app-clients.ts',
];

/**
 * The list of the apps' declarations: the kernel's domain builds its route table, catalogue and grants from it, and the
 * contract shares it with the server. It names each app's declaration (src/apps/<app>/app.ts) and nothing else.
 */
const declarationList = 'src/apps.ts';

/** Besides the composition roots, the only kernel files that may name an app: the lists of contract and server. */
const appLists = ['contract/routes.ts', 'server/apps.ts'];

/**
 * The server kernel's public surface: the only files of server/ outside its own folder that a server app imports.
 * kernel-schema.ts is apart so that drizzle-kit, loading the apps' schema, loads no more than tables.
 */
const serverKernelSurface = ['server/kernel.ts', 'server/kernel-schema.ts'];

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
/** An element of the same app as the importing file (src/apps/<app>, contract/apps/<app>, server/apps/<app>). */
const sameApp = (...types) => types.map((type) => ({ element: { type, captured: { app: '{{ from.element.captured.app }}' } } }));
const externalPackage = (source) => ({ module: { origin: 'external', source } });
const anyExternalPackage = { module: { origin: 'external' } };
const nodeBuiltin = { module: { origin: 'core' } };
const xstate = { module: { origin: 'external', source: 'xstate', internalPath: [null, 'graph'] } };
const appLayer = (layer) => `app-${layer}`;

/**
 * The layer rules of ../shared/design/architecture.md, as an allow-list per element type over a default of
 * "disallow". Imports inside one element are not checked. The last matching policy wins, so the narrow bans
 * come after the broad allowances they cut into. An app (src/apps/<app>) has the kernel's layers and rules; it
 * may import the kernel and its own folders, never another app's, and the kernel never imports an app.
 */
const declarations = { file: { categories: 'declaration-list' } };
/** An app's declaration: data the server reads too, so it names only the kernel's domain and its own rules and words. */
const appDeclaration = [{ element: { type: 'app', fileInternalPath: 'app.ts' } }];

const layerPolicies = [
  // xstate/graph is how the machines get their model-based tests; no other xstate subpath is needed.
  { from: element('application'), allow: { to: [...element('domain'), xstate] } },
  { from: element('domain'), allow: { to: declarations } },
  { from: declarations, allow: { to: [...element('domain'), ...appDeclaration] } },
  // contract/ is pure zod schemas shared with the server: the HTTP adapters validate against it.
  { from: element('ui'), allow: { to: [...element('application', 'domain', 'contract'), anyExternalPackage] } },
  { from: element('adapters'), allow: { to: [...element('application', 'domain', 'contract'), anyExternalPackage] } },
  { from: element('app-domain'), allow: { to: [...element('domain'), ...sameApp('app-domain')] } },
  { from: element('app-application'), allow: { to: [...element('domain', 'application'), ...sameApp('app-domain', 'app-application'), xstate] } },
  {
    from: element('app-ui'),
    allow: { to: [...element('domain', 'application', 'ui'), ...sameApp('app-domain', 'app-application', 'app-ui'), anyExternalPackage] },
  },
  {
    from: element('app-adapters'),
    allow: {
      to: [
        ...element('domain', 'application', 'adapters', 'contract'),
        ...sameApp('app-domain', 'app-application', 'app-adapters', 'contract-app'),
        anyExternalPackage,
      ],
    },
  },
  // An app's browser part (client.ts) is its own composition root: every layer of the app and of the kernel.
  {
    from: element('app'),
    allow: {
      to: [
        ...element(...layers),
        ...sameApp('app', ...layers.map(appLayer)),
        { file: { categories: 'composition-root' } },
        anyExternalPackage,
      ],
    },
  },
  {
    from: appDeclaration,
    disallow: {
      to: [
        ...element('application', 'adapters', 'ui', ...layers.slice(1).map(appLayer)),
        { file: { categories: 'composition-root' } },
        anyExternalPackage,
      ],
    },
  },
  { from: appDeclaration, allow: { to: sameApp('app-adapters').map(({ element: e }) => ({ element: { ...e, fileInternalPath: 'locales/**' } })) } },
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
    allow: {
      to: [
        ...element(...layers, ...labLayers.map(({ type }) => type), 'app', ...layers.map(appLayer)),
        { file: { categories: 'composition-root' } },
        anyExternalPackage,
      ],
    },
  },
  {
    from: element('server', 'contract'),
    allow: { to: [...element('server', 'contract', 'domain'), anyExternalPackage, nodeBuiltin] },
  },
  { from: element('contract'), allow: { to: declarations } },
  { from: element('contract-app'), allow: { to: [...element('contract', 'domain'), ...sameApp('contract-app', 'app-domain'), anyExternalPackage] } },
  // A server app reaches the server kernel through its public surface only: not the list of apps, the composition
  // root or any internal (the database, the job worker, another app's repositories).
  {
    from: element('server-app'),
    allow: {
      to: [
        { file: { categories: 'server-kernel-surface' } },
        ...element('contract', 'domain'),
        ...sameApp('server-app', 'contract-app', 'app-domain'),
        anyExternalPackage,
        nodeBuiltin,
      ],
    },
  },
  { from: { file: { categories: 'app-list' } }, allow: { to: [...element('contract-app', 'server-app')] } },
  { from: element('adapters', 'app-adapters'), disallow: { to: externalPackage('wouter') } },
  { from: [{ element: { type: 'adapters', fileInternalPath: 'routing/**' } }], allow: { to: externalPackage('wouter') } },
  { from: element('adapters', 'ui', ...layers.map(appLayer)), disallow: { to: externalPackage('inversify') } },
  { from: element('lab-ui'), disallow: { to: [externalPackage('inversify'), externalPackage('wouter')] } },
];

/** The one place each of dates, numbers and money is formatted for people. */
const formattingModules = ['src/domain/formatting/reader-format.ts', 'src/domain/money/money-format.ts'];

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
    // One voice: days, times, numbers and money are written by src/domain/formatting and src/domain/money only.
    files: ['src/**/*.{ts,tsx}'],
    // The business calendar reads a time zone's wall clock to compute deadlines; it writes nothing for people.
    ignores: ['**/__tests__/**', ...formattingModules, 'src/domain/calendars/zoned-time.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]",
          message: 'Format through src/domain/formatting/reader-format.ts or src/domain/money/money-format.ts (via src/ui/kit/format.ts), so every screen speaks the same way.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format through src/domain/formatting/reader-format.ts or src/domain/money/money-format.ts (via src/ui/kit/format.ts), so every screen speaks the same way.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    // An app's tests and mocks sit beside its code but belong to no layer: they reach the test harness under tests/.
    ignores: ['**/__tests__/**', 'src/apps/*/mocks/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        ...layers.map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
        ...labLayers.map((layer) => ({ ...layer, partialMatch: false })),
        ...layers.map((layer) => ({ type: appLayer(layer), pattern: `src/apps/*/${layer}`, capture: ['app'], partialMatch: false })),
        { type: 'app', pattern: 'src/apps/*', capture: ['app'], partialMatch: false },
        { type: 'contract-app', pattern: 'contract/apps/*', capture: ['app'], partialMatch: false },
        { type: 'server-app', pattern: 'server/apps/*', capture: ['app'], partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'contract', pattern: 'contract', partialMatch: false },
        // Anything else under src/ belongs to no layer, so the default "disallow" refuses all its imports.
        { type: 'unlayered', pattern: 'src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'composition-root', pattern: compositionRoots },
        { category: 'declaration-list', pattern: declarationList },
        { category: 'app-list', pattern: appLists },
        { category: 'server-kernel-surface', pattern: serverKernelSurface },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies: layerPolicies }],
    },
  },
);
