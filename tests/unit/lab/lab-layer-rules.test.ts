import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function layerErrors(fromFile: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath: join(root, fromFile) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

type Probe = [label: string, fromFile: string, source: string];

// Probes point at real modules: the boundaries plugin classifies an import by the file it resolves to.
const forbidden: Probe[] = [
  ['lab model -> react', 'src/lab/model/probe.ts', 'react'],
  ['lab model -> lab ui', 'src/lab/model/probe.ts', '../ui/lab-app'],
  ['lab model -> adapters', 'src/lab/model/probe.ts', '../../adapters/recording/download-text-file'],
  ['lab ui -> adapters', 'src/lab/ui/probe.tsx', '../../adapters/recording/download-text-file'],
  ['lab ui -> portal ui', 'src/lab/ui/probe.tsx', '../../ui/portal-app'],
  ['lab ui -> wouter', 'src/lab/ui/probe.tsx', 'wouter'],
  ['lab ui -> inversify', 'src/lab/ui/probe.tsx', 'inversify'],
  ['application -> lab model', 'src/application/probe.ts', '../lab/model/mermaid'],
  ['portal ui -> lab ui', 'src/ui/probe.tsx', '../lab/ui/lab-app'],
  ['adapters -> lab model', 'src/adapters/probe.ts', '../lab/model/mermaid'],
];

const allowed: Probe[] = [
  ['lab model -> application', 'src/lab/model/probe.ts', '../../application/lab/replay'],
  ['lab model -> zod/mini', 'src/lab/model/probe.ts', 'zod/mini'],
  ['lab model -> elkjs', 'src/lab/model/probe.ts', 'elkjs/lib/elk.bundled.js'],
  ['lab ui -> lab model', 'src/lab/ui/probe.tsx', '../model/mermaid'],
  ['lab ui -> react-aria-components', 'src/lab/ui/probe.tsx', 'react-aria-components'],
  ['lab ui -> application', 'src/lab/ui/probe.tsx', '../../application/lab/replay'],
  ['lab composition root -> adapters', 'src/lab/main.tsx', '../adapters/recording/download-text-file'],
  ['lab composition root -> lab ui', 'src/lab/main.tsx', './ui/lab-app'],
  ['adapters -> application/lab', 'src/adapters/probe.ts', '../application/lab/machine-version'],
];

// The first lint loads the parser and plugins, which takes a few seconds on a busy machine.
describe('the Machine Lab layer rules', { timeout: 30_000 }, () => {
  it.each(forbidden)('refuses %s', async (_label, fromFile, source) => {
    expect(await layerErrors(fromFile, source)).toEqual([expect.stringMatching(/^boundaries\/dependencies: /)]);
  });

  it.each(allowed)('allows %s', async (_label, fromFile, source) => {
    expect(await layerErrors(fromFile, source)).toEqual([]);
  });
});
