import { randomBytes } from 'node:crypto';

const ORGANISATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Starts with a letter or digit, so `.`, `..` and hidden names (the stores' own temporary files) are never keys. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const MAX_KEY_LENGTH = 300;
const MAX_SEGMENTS = 8;

export class UnsafeFileKey extends Error {}

export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

/**
 * Where a file lives inside a store: `<organisation id>/<key>`. Both are checked here, on every read and write, so a
 * key can neither climb out of its organisation's folder nor be taken into another's.
 */
export function storagePathOf(organisationId: string, key: string): string {
  if (!ORGANISATION_ID.test(organisationId)) throw new UnsafeFileKey('a file belongs to an organisation id');
  if (!isSafeKey(key)) throw new UnsafeFileKey(`not a file key: ${JSON.stringify(key.slice(0, 80))}`);
  return `${organisationId}/${key}`;
}

const extensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg',
};

/**
 * A key no earlier file had: a replaced file gets a new key, so a browser's cached copy or a signed link of the old
 * one never shows the new bytes under the old name, and removing the old one cannot race the new one's upload.
 */
export function newFileKey(folder: string, contentType: string): string {
  const key = `${folder}/${randomBytes(12).toString('base64url').replace(/^[-_]/, 'f')}.${extensions[contentType] ?? 'bin'}`;
  if (!isSafeKey(key)) throw new UnsafeFileKey(`not a file folder: ${JSON.stringify(folder.slice(0, 80))}`);
  return key;
}
