import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_ORDER } from '../../../src/application/boot/startup-order';

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

/** The startup modules of spec 4: the boot imports every one of them before the first screen shows. */
const STARTUP_MODULES = STARTUP_ORDER.map((name) => `src/adapters/startup/${name}-module.ts`);

/**
 * Libraries nobody needs before signing in: realtime, charts and PDFs load on first use, the signed-in shell
 * with its first signed-in screen, and react-aria's widgets with the screens that show them (a file on the
 * sign-in path that imports the package's index instead of one component's entry brings them all).
 */
const NOT_BEFORE_SIGN_IN =
  /^node_modules\/(socket\.io-client|engine\.io-client|echarts|zrender|pdfjs-dist|lucide-react)\/|^node_modules\/react-aria-components\/dist\/private\/(ComboBox|ListBox|Menu|Popover|Modal)\.mjs$|^src\/ui\/layouts\/main-layout\.tsx$/;

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

  it('loads no realtime, chart, PDF or signed-in shell code before the form shows', () => {
    const modules = ['src/main.tsx', 'src/ui/screens/shell/login-screen.tsx', ...STARTUP_MODULES];
    const inputs = new Set(modules.flatMap((module) => fetchedFor(metafile, module)).flatMap((chunk) => Object.keys(metafile.outputs[chunk]!.inputs)));
    // The pattern must still name real files, or the check below would pass for nothing.
    for (const library of ['socket.io-client', 'echarts', 'pdfjs-dist', 'react-aria-components/dist/private/ComboBox', 'src/ui/layouts/main-layout']) {
      expect(Object.keys(metafile.inputs).some((input) => input.includes(library) && NOT_BEFORE_SIGN_IN.test(input))).toBe(true);
    }
    expect([...inputs].filter((input) => NOT_BEFORE_SIGN_IN.test(input))).toEqual([]);
  });
});
