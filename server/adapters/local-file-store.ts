import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { storagePathOf, UnsafeFileKey } from '../files/file-key';
import type { FileInfo, FileStore, StoredFile } from '../ports/file-store';

/** The header line is this long at most; a longer one is not a file this store wrote. */
const MAX_HEADER_BYTES = 1024;
const NEWLINE = 0x0a;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The header line, and where the bytes start; each file is `{"contentType":…}\n` then its bytes. */
function headerOf(start: Uint8Array): { info: { contentType: string }; offset: number } {
  const end = start.indexOf(NEWLINE);
  if (end < 0) throw new Error('a stored file without its header line');
  const info = JSON.parse(Buffer.from(start.subarray(0, end)).toString('utf8')) as { contentType: string };
  return { info, offset: end + 1 };
}

/**
 * Files on this machine's disk, under `<root>/<organisation id>/<key>`. The type travels inside the file, in one
 * header line before the bytes, so a file and its type are written by one rename: a reader sees the old file or the
 * new, whole, never one's bytes with the other's type. Unfinished writes are dotfiles, which no key can name.
 */
export class LocalFileStore implements FileStore {
  private constructor(
    private readonly root: string,
    private readonly temporary: boolean,
  ) {}

  /** In `dir`, made when missing; without one, in a temporary folder that close() removes. */
  static async open(dir: string | null): Promise<LocalFileStore> {
    if (!dir) return new LocalFileStore(await mkdtemp(join(tmpdir(), 'portal-files-')), true);
    await mkdir(dir, { recursive: true });
    return new LocalFileStore(resolve(dir), false);
  }

  /** The key checked twice: by its grammar, and by where it resolves, which must stay in its organisation's folder. */
  private pathOf(organisationId: string, key: string): string {
    const path = resolve(this.root, ...storagePathOf(organisationId, key).split('/'));
    if (!path.startsWith(`${this.root}${sep}${organisationId}${sep}`)) throw new UnsafeFileKey('a file key left its folder');
    return path;
  }

  async put(organisationId: string, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.pathOf(organisationId, key);
    await mkdir(dirname(path), { recursive: true });
    const partial = join(dirname(path), `.${randomBytes(9).toString('hex')}.partial`);
    const header = Buffer.from(`${JSON.stringify({ contentType })}\n`, 'utf8');
    try {
      await writeFile(partial, Buffer.concat([header, bytes]), { flag: 'wx', flush: true });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(organisationId: string, key: string): Promise<StoredFile | null> {
    const content = await readFile(this.pathOf(organisationId, key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!content) return null;
    const { info, offset } = headerOf(content.subarray(0, MAX_HEADER_BYTES));
    const bytes = content.subarray(offset);
    return { contentType: info.contentType, size: bytes.length, bytes };
  }

  async stat(organisationId: string, key: string): Promise<FileInfo | null> {
    const file = await open(this.pathOf(organisationId, key), 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!file) return null;
    try {
      const start = Buffer.alloc(MAX_HEADER_BYTES);
      const { bytesRead } = await file.read(start, 0, MAX_HEADER_BYTES, 0);
      const { info, offset } = headerOf(start.subarray(0, bytesRead));
      return { contentType: info.contentType, size: (await file.stat()).size - offset };
    } finally {
      await file.close();
    }
  }

  async delete(organisationId: string, key: string): Promise<void> {
    await rm(this.pathOf(organisationId, key), { force: true });
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}
