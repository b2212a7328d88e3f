import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../server/adapters/local-file-store';
import { UnsafeFileKey } from '../../../server/files/file-key';

const ACME = '7c9e6679-7425-40de-944b-e07a1f99d8e1';
const GLOBEX = '0f8fad5b-d9cb-469f-a165-70867728950e';

let dir: string;
let store: LocalFileStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-file-store-'));
  store = await LocalFileStore.open(join(dir, 'files'));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local file store', () => {
  it('keeps bytes and type per organisation and key, and forgets them', async () => {
    const bytes = Buffer.from('\u0089PNG whatever follows');
    await store.put(ACME, 'manage/assets/a1/p.png', bytes, 'image/png');
    expect(await store.get(ACME, 'manage/assets/a1/p.png')).toEqual({ bytes, size: bytes.length, contentType: 'image/png' });
    expect(await store.stat(ACME, 'manage/assets/a1/p.png')).toEqual({ size: bytes.length, contentType: 'image/png' });
    expect(await store.get(GLOBEX, 'manage/assets/a1/p.png')).toBeNull();
    expect(await store.stat(ACME, 'manage/assets/a1/other.png')).toBeNull();

    await store.delete(ACME, 'manage/assets/a1/p.png');
    await store.delete(ACME, 'manage/assets/a1/p.png');
    expect(await store.get(ACME, 'manage/assets/a1/p.png')).toBeNull();
  });

  it("lives under the organisation's own folder, the type in one line before the bytes", async () => {
    await store.put(ACME, 'a/b.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    const onDisk = await readFile(join(dir, 'files', ACME, 'a', 'b.pdf'), 'utf8');
    expect(onDisk).toBe('{"contentType":"application/pdf"}\n%PDF-1.7');
  });

  it('refuses every key that could leave its folder, before touching the disk', async () => {
    for (const key of ['../escape.png', `../${GLOBEX}/x.png`, 'a/../../x', '/etc/passwd', '.partial']) {
      await expect(store.put(ACME, key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(UnsafeFileKey);
      await expect(store.get(ACME, key), key).rejects.toThrow(UnsafeFileKey);
      await expect(store.delete(ACME, key), key).rejects.toThrow(UnsafeFileKey);
    }
    await expect(store.get('..', 'x.png')).rejects.toThrow(UnsafeFileKey);
    expect(await readdir(join(dir, 'files'))).toEqual([]);
  });

  it('writes whole files only: a replaced key holds one upload or the other, and no partial file stays behind', async () => {
    const uploads = Array.from({ length: 12 }, (_, i) => Buffer.alloc(256 * 1024, i));
    await Promise.all(uploads.map((bytes, i) => store.put(ACME, 'k.png', bytes, `image/t${i}`)));
    const stored = (await store.get(ACME, 'k.png'))!;
    const i = uploads.findIndex((bytes) => bytes.equals(Buffer.from(stored.bytes)));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(stored.contentType).toBe(`image/t${i}`);
    expect(await readdir(join(dir, 'files', ACME))).toEqual(['k.png']);
  });

  it('makes a temporary folder without a directory, and removes it on close', async () => {
    const temporary = await LocalFileStore.open(null);
    await temporary.put(ACME, 'x.png', Buffer.from('x'), 'image/png');
    const holding = (await readdir(tmpdir()))
      .filter((name) => name.startsWith('portal-files-'))
      .map((name) => join(tmpdir(), name, ACME, 'x.png'))
      .filter((path) => existsSync(path));
    expect(holding).toHaveLength(1);
    await temporary.close();
    expect(existsSync(holding[0]!)).toBe(false);
  });
});
