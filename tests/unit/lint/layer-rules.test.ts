import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/**
 * A real module of a layer: the boundaries plugin classifies an import by the file it resolves to, so the
 * probe must point at something that exists. Picking it at run time keeps the test alive through renames.
 */
function someModuleIn(layerDir: string): string {
  const file = readdirSync(join(root, layerDir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .sort()[0];
  if (!file) throw new Error(`no module in ${layerDir} to import in the layer-rule probes`);
  return join(root, layerDir, file);
}

function importOf(layerDir: string, fromFile: string): string {
  const path = relative(dirname(join(root, fromFile)), someModuleIn(layerDir)).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

async function layerErrors(fromFile: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath: join(root, fromFile) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

type Probe = [label: string, fromFile: string, source: string | (() => string)];

const local = (layerDir: string, fromFile: string) => () => importOf(layerDir, fromFile);

const forbidden: Probe[] = [
  ['domain -> application', 'src/domain/probe.ts', local('src/application', 'src/domain/probe.ts')],
  ['domain -> react', 'src/domain/probe.ts', 'react'],
  ['domain -> a node builtin', 'src/domain/probe.ts', 'node:fs'],
  ['application -> adapters', 'src/application/probe.ts', local('src/adapters', 'src/application/probe.ts')],
  ['application -> react', 'src/application/probe.ts', 'react'],
  ['application -> ky', 'src/application/probe.ts', 'ky'],
  ['application -> inversify', 'src/application/probe.ts', 'inversify'],
  ['ui -> adapters', 'src/ui/probe.tsx', local('src/adapters', 'src/ui/probe.tsx')],
  ['ui -> inversify', 'src/ui/probe.tsx', 'inversify'],
  ['adapters -> ui', 'src/adapters/probe.ts', local('src/ui', 'src/adapters/probe.ts')],
  ['adapters/storage -> wouter', 'src/adapters/storage/probe.ts', 'wouter'],
  ['adapters/routing -> inversify', 'src/adapters/routing/probe.ts', 'inversify'],
  ['server -> src/ui', 'server/probe.ts', local('src/ui', 'server/probe.ts')],
  ['server -> src/application', 'server/probe.ts', local('src/application', 'server/probe.ts')],
  ['contract -> src/adapters', 'contract/probe.ts', local('src/adapters', 'contract/probe.ts')],
  ['a src file outside every layer -> domain', 'src/probe.ts', local('src/domain', 'src/probe.ts')],
  // Apps: each imports the kernel and itself, never another app; the kernel names an app only in the lists.
  ['an app -> another app', 'src/apps/scratch/ui/probe.tsx', local('src/apps/manage/ui', 'src/apps/scratch/ui/probe.tsx')],
  ['an app\'s domain -> another app\'s domain', 'src/apps/scratch/domain/probe.ts', local('src/apps/manage/domain', 'src/apps/scratch/domain/probe.ts')],
  ['an app\'s manifest -> another app', 'src/apps/scratch/client.ts', local('src/apps/manage/ui', 'src/apps/scratch/client.ts')],
  ['an app\'s domain -> its application', 'src/apps/manage/domain/probe.ts', local('src/apps/manage/application', 'src/apps/manage/domain/probe.ts')],
  ['an app\'s ui -> its adapters', 'src/apps/manage/ui/probe.tsx', local('src/apps/manage/adapters', 'src/apps/manage/ui/probe.tsx')],
  ['an app\'s ui -> inversify', 'src/apps/manage/ui/probe.tsx', 'inversify'],
  ['kernel ui -> an app', 'src/ui/probe.tsx', local('src/apps/manage/ui', 'src/ui/probe.tsx')],
  ['kernel domain -> an app\'s domain', 'src/domain/probe.ts', local('src/apps/manage/domain', 'src/domain/probe.ts')],
  ['kernel contract -> an app\'s contract', 'contract/probe.ts', local('contract/apps/manage', 'contract/probe.ts')],
  ['kernel server -> a server app', 'server/probe.ts', local('server/apps/manage', 'server/probe.ts')],
  ['a server app -> another server app', 'server/apps/scratch/probe.ts', local('server/apps/manage', 'server/apps/scratch/probe.ts')],
  ['a contract app -> another contract app', 'contract/apps/scratch/probe.ts', local('contract/apps/manage', 'contract/apps/scratch/probe.ts')],
  ['a server app -> another app\'s contract', 'server/apps/scratch/probe.ts', local('contract/apps/manage', 'server/apps/scratch/probe.ts')],
  // An app's declaration is data the server reads too: no screen, no package, no other app.
  ['an app\'s declaration -> its ui', 'src/apps/manage/app.ts', local('src/apps/manage/ui', 'src/apps/manage/app.ts')],
  ['an app\'s declaration -> its application', 'src/apps/manage/app.ts', local('src/apps/manage/application', 'src/apps/manage/app.ts')],
  ['an app\'s declaration -> react', 'src/apps/manage/app.ts', 'react'],
  ['an app\'s declaration -> another app', 'src/apps/scratch/app.ts', local('src/apps/manage/domain', 'src/apps/scratch/app.ts')],
  ['the list of declarations -> an app\'s manifest', 'src/apps.ts', './apps/manage/client'],
  ['kernel domain -> an app\'s declaration but through the list', 'src/domain/probe.ts', '../apps/manage/app'],
  // A server app reaches the server kernel only through server/kernel.ts and server/kernel-schema.ts.
  ['a server app -> another app\'s repositories', 'server/apps/scratch/probe.ts', local('server/apps/manage/repositories', 'server/apps/scratch/probe.ts')],
  ['a server app -> the list of server apps', 'server/apps/scratch/probe.ts', '../../apps'],
  ['a server app -> the composition root', 'server/apps/scratch/probe.ts', '../../app'],
  ['a server app -> a kernel internal', 'server/apps/scratch/probe.ts', '../../db/database'],
  ['a server app -> the kernel\'s repositories', 'server/apps/scratch/probe.ts', '../../repositories'],
];

const allowed: Probe[] = [
  ['domain -> domain', 'src/domain/probe.ts', local('src/domain', 'src/domain/probe.ts')],
  ['application -> xstate', 'src/application/probe.ts', 'xstate'],
  ['application -> xstate/graph', 'src/application/probe.ts', 'xstate/graph'],
  ['application -> domain', 'src/application/probe.ts', local('src/domain', 'src/application/probe.ts')],
  ['ui -> wouter', 'src/ui/probe.tsx', 'wouter'],
  ['ui -> react', 'src/ui/probe.tsx', 'react'],
  ['ui -> application', 'src/ui/probe.tsx', local('src/application', 'src/ui/probe.tsx')],
  ['adapters/routing -> wouter', 'src/adapters/routing/probe.ts', 'wouter'],
  ['adapters -> application', 'src/adapters/probe.ts', local('src/application', 'src/adapters/probe.ts')],
  ['adapters -> ky', 'src/adapters/probe.ts', 'ky'],
  ['src/main.tsx -> inversify', 'src/main.tsx', 'inversify'],
  ['src/main.tsx -> adapters', 'src/main.tsx', local('src/adapters', 'src/main.tsx')],
  ['src/main.tsx -> ui', 'src/main.tsx', local('src/ui', 'src/main.tsx')],
  ['server -> src/domain', 'server/probe.ts', local('src/domain', 'server/probe.ts')],
  ['an app\'s ui -> the kit', 'src/apps/manage/ui/probe.tsx', local('src/ui/kit', 'src/apps/manage/ui/probe.tsx')],
  ['an app\'s ui -> its domain', 'src/apps/manage/ui/probe.tsx', local('src/apps/manage/domain', 'src/apps/manage/ui/probe.tsx')],
  ['an app\'s adapters -> its contract', 'src/apps/manage/adapters/probe.ts', local('contract/apps/manage', 'src/apps/manage/adapters/probe.ts')],
  ['an app\'s manifest -> its ui', 'src/apps/manage/client.ts', local('src/apps/manage/ui', 'src/apps/manage/client.ts')],
  ['a server app -> its contract', 'server/apps/manage/probe.ts', local('contract/apps/manage', 'server/apps/manage/probe.ts')],
  ['a server app -> the kernel\'s public surface', 'server/apps/manage/probe.ts', '../../kernel'],
  ['a server app -> the kernel\'s table helpers', 'server/apps/manage/probe.ts', '../../kernel-schema'],
  ['a server app -> its own repositories', 'server/apps/manage/probe.ts', local('server/apps/manage/repositories', 'server/apps/manage/probe.ts')],
  ['the list of browser parts -> an app\'s manifest', 'src/app-clients.ts', './apps/manage/client'],
  ['the list of declarations -> an app\'s declaration', 'src/apps.ts', './apps/manage/app'],
  ['kernel domain -> the list of declarations', 'src/domain/probe.ts', '../apps'],
  ['kernel contract -> the list of declarations', 'contract/probe.ts', '../src/apps'],
  ['an app\'s declaration -> its domain', 'src/apps/manage/app.ts', local('src/apps/manage/domain', 'src/apps/manage/app.ts')],
  ['an app\'s declaration -> its words', 'src/apps/manage/app.ts', './adapters/locales/en/app.json'],
  ['the list of routes -> an app\'s contract', 'contract/routes.ts', local('contract/apps/manage', 'contract/routes.ts')],
  ['the list of server apps -> a server app', 'server/apps.ts', local('server/apps/manage', 'server/apps.ts')],
];

const sourceOf = (source: Probe[2]) => (typeof source === 'function' ? source() : source);

// The first lint loads the parser and plugins, which takes a few seconds on a busy machine.
describe('layer rules', { timeout: 30_000 }, () => {
  it.each(forbidden)('refuses %s', async (_label, fromFile, source) => {
    const errors = await layerErrors(fromFile, sourceOf(source));
    expect(errors).toEqual([expect.stringMatching(/^boundaries\/dependencies: /)]);
  });

  it.each(allowed)('allows %s', async (_label, fromFile, source) => {
    expect(await layerErrors(fromFile, sourceOf(source))).toEqual([]);
  });
});
