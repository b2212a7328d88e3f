import { describe, expect, it } from 'vitest';
import { isSafeKey, newFileKey, storagePathOf, UnsafeFileKey } from '../../../server/files/file-key';

const ORGANISATION = '7c9e6679-7425-40de-944b-e07a1f99d8e1';

describe('file keys', () => {
  it('put a key under its organisation', () => {
    expect(storagePathOf(ORGANISATION, 'manage/assets/a1/photo.png')).toBe(`${ORGANISATION}/manage/assets/a1/photo.png`);
    expect(storagePathOf(ORGANISATION, 'x')).toBe(`${ORGANISATION}/x`);
  });

  it.each([
    '',
    '..',
    '../other/photo.png',
    'manage/../../etc/passwd',
    'manage/./photo.png',
    '/absolute.png',
    'trailing/',
    'double//slash.png',
    '.hidden',
    'manage/.partial',
    'back\\slash.png',
    'nul\u0000.png',
    'space .png',
    'manage/assets/photo.png~meta',
    'ü.png',
    `${'a'.repeat(101)}.png`,
    'a/b/c/d/e/f/g/h/i',
    'a/'.repeat(200),
  ])('refuse %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
    expect(() => storagePathOf(ORGANISATION, key)).toThrow(UnsafeFileKey);
  });

  it.each(['', '..', '7c9e6679-7425-40de-944b-e07a1f99d8e1/..', '7C9E6679-7425-40DE-944B-E07A1F99D8E1', 'acme'])(
    'refuse the organisation %j',
    (organisationId) => {
      expect(() => storagePathOf(organisationId, 'photo.png')).toThrow(UnsafeFileKey);
    },
  );

  it('are new for every file, in the folder asked for, with the extension of the type', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newFileKey('manage/assets/a1', 'image/webp')));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^manage\/assets\/a1\/[A-Za-z0-9][\w-]{15}\.webp$/);
      expect(isSafeKey(key)).toBe(true);
    }
    expect(newFileKey('f', 'application/x-unknown')).toMatch(/\.bin$/);
    expect(() => newFileKey('../f', 'image/png')).toThrow(UnsafeFileKey);
  });
});
