import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The portal's page split into chunks as build.mjs splits it, kept in memory: only the metafile is read. */
async function portalMetafile(): Promise<esbuild.Metafile> {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/main.tsx'],
    outdir: 'chunks',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.json': 'json', '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.PORTAL_VERSION': '"test"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return metafile;
}

/** The chunk a module's dynamic import fetches (or the page's own script), and every chunk it imports statically. */
function fetchedFor(metafile: esbuild.Metafile, module: string): string[] {
  const [chunk] = Object.entries(metafile.outputs).find(([file, output]) => file.endsWith('.js') && output.entryPoint === module) ?? [];
  if (!chunk) throw new Error(`no chunk of its own for ${module}`);
  const fetched = new Set<string>();
  const visit = (file: string) => {
    if (fetched.has(file)) return;
    fetched.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(chunk);
  return [...fetched];
}

/** What the sign-in screen brings: the page, the login screen, the auth gateway and the client it calls with. */
const SIGN_IN_MODULES = [
  'src/main.tsx',
  'src/ui/screens/shell/login-screen.tsx',
  'src/adapters/http/http-auth-gateway.ts',
  'src/adapters/http/contract-client.ts',
];

/** Every gateway module but auth's, the shell's or an app's, and the route contracts only they use. */
const OTHERS_GATEWAYS = /^src\/(apps\/[^/]+\/)?adapters\/http\/(http-(?!auth-)[a-z-]+-gateway|gateways)\.ts$|^contract\/((?!auth-)[a-z-]+-routes|apps\/.+)\.ts$/;

describe('the sign-in screen', () => {
  let metafile: esbuild.Metafile;
  beforeAll(async () => {
    metafile = await portalMetafile();
  }, 60_000);

  it('loads the auth gateway and its route contract, and no other gateway or route contract', () => {
    const inputs = new Set(SIGN_IN_MODULES.flatMap((module) => fetchedFor(metafile, module)).flatMap((chunk) => Object.keys(metafile.outputs[chunk]!.inputs)));
    expect(inputs).toContain('src/adapters/http/http-auth-gateway.ts');
    expect(inputs).toContain('contract/auth-routes.ts');
    // The pattern must still name real files, or the check below would pass for nothing.
    expect(Object.keys(metafile.inputs).filter((input) => OTHERS_GATEWAYS.test(input))).toEqual(
      expect.arrayContaining(['src/adapters/http/http-apps-gateway.ts', 'contract/shell-routes.ts', 'contract/apps/manage/routes.ts']),
    );
    expect([...inputs].filter((input) => OTHERS_GATEWAYS.test(input))).toEqual([]);
  });
});
