import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMigrationsFolder } from '../../server/db/database';

/**
 * A copy of the migrations that stops before the first whose tag holds `tagPart`: a database of the day before that
 * migration, to seed in its old shape and then migrate the rest of the way. The caller removes the folder.
 */
export async function migrationsBefore(tagPart: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(defaultMigrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.includes(tagPart));
  if (at < 0) throw new Error(`no migration's tag holds ${tagPart}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}
