import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const SLUG = 'fleet-notes';

/** Every file of a tree but the installed packages, with a hash of its content. */
function contents(dir: string, base = dir): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) for (const [file, hash] of contents(path, base)) found.set(file, hash);
    else found.set(relative(base, path), createHash('sha1').update(readFileSync(path)).digest('hex'));
  }
  return found;
}

/**
 * `npm run new-app` on a copy of the repository as committed (and as it stands in a working copy): what it makes must
 * pass the typecheck, the lint and its own tests as it stands, and appear in the shell, the app store and the API
 * reference without a kernel file changed by hand.
 */
describe('npm run new-app', () => {
  let copy: string;
  let before: Map<string, string>;
  let printed: string;

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'new-app-'));
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    execFileSync('tar', ['-cf', join(copy, '.tree.tar'), '--null', '-T', '-'], { cwd: root, input: files.join('\0') });
    execFileSync('tar', ['-xf', '.tree.tar'], { cwd: copy });
    rmSync(join(copy, '.tree.tar'));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    before = contents(copy);
    ({ stdout: printed } = await run('node', ['scripts/new-app.mjs', SLUG, '--name', 'Fleet Notes', '--category', 'assets'], { cwd: copy }));
  }, 120_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('writes the app in its own folders, and otherwise only its line in each list and its migration', () => {
    const changed = [...contents(copy)].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
    const outside = changed.filter((file) => !['src', 'contract', 'server'].some((rootFolder) => file.startsWith(`${rootFolder}/apps/${SLUG}/`)));
    expect(outside.filter((file) => !file.startsWith('server/db/migrations/')).sort()).toEqual(
      ['contract/routes.ts', 'server/apps.ts', 'src/app-clients.ts', 'src/apps.ts', 'tests/mocks/handlers.ts'].sort(),
    );
    expect(outside.some((file) => /^server\/db\/migrations\/\d{4}_fleet_notes\.sql$/.test(file))).toBe(true);
    expect(printed).toMatch(new RegExp(`${SLUG}: ${changed.length - outside.length} files in \\d+ folders`));
  });

  it('refuses a slug an app declares already, and one that is not a slug', async () => {
    await expect(run('node', ['scripts/new-app.mjs', 'shop'], { cwd: copy })).rejects.toMatchObject({ stderr: expect.stringContaining('already declares the slug shop') });
    await expect(run('node', ['scripts/new-app.mjs', 'Fleet Notes!'], { cwd: copy })).rejects.toMatchObject({ stderr: expect.stringContaining('is not a slug') });
  });

  it('passes the typecheck and the lint as it stands', async () => {
    await run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: copy });
    await run('npx', ['eslint', '--max-warnings', '0', `src/apps/${SLUG}`, `contract/apps/${SLUG}`, `server/apps/${SLUG}`, 'src/apps.ts', 'src/app-clients.ts', 'contract/routes.ts', 'server/apps.ts', 'tests/mocks/handlers.ts'], {
      cwd: copy,
    });
  }, 240_000);

  it('passes its own tests (in the shell, the app store, the API reference and against its mocks) and the kernel tests of every app', async () => {
    const { stdout } = await run(
      'npx',
      ['vitest', 'run', `src/apps/${SLUG}`, `server/apps/${SLUG}`, `contract/apps/${SLUG}`, 'tests/unit/i18n/catalogues.test.ts', 'tests/unit/routing/screen-registry.test.ts'],
      { cwd: copy, env: { ...process.env, TEST_DATABASE_URL: '', NO_COLOR: '1' } },
    );
    expect(stdout).toMatch(/Test Files\s+\S*\s*5 passed/);
  }, 240_000);
});
