import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { ServerKey, ServerKeys } from './server-keys';

/** v2 names the key it was sealed under; v1, from before the key store, did not (it was SERVER_SECRET). */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One key per server key, for this purpose only: the server key itself also keys the HMACs of links and codes. */
function sealingKeyOf(key: ServerKey): Buffer {
  return Buffer.from(hkdfSync('sha256', key.key, 'it-asset-portal', 'sealed-secrets', 32));
}

/**
 * A secret the server must use again later (a mailbox password), sealed with AES-256-GCM under a key derived from the
 * install's current key: a leaked table or backup alone does not give it away, and a changed one is refused, not used.
 */
export function sealSecret(keys: Pick<ServerKeys, 'current'>, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKeyOf(keys.current), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${keys.current.id}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

function opened(key: ServerKey, bytes: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKeyOf(key), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The sealed secret, or null when no key of the install opens it or it was altered since. Retired keys open what was
 * sealed under them: it is data at rest, not a signature that expires. A v1 secret opens under whichever key is the
 * SERVER_SECRET it was sealed with.
 */
export function openSecret(keys: Pick<ServerKeys, 'find' | 'all'>, sealed: string): string | null {
  const [version, ...rest] = sealed.split('.');
  const [keyId, body] = version === VERSION && rest.length === 2 ? rest : version === LEGACY_VERSION && rest.length === 1 ? [null, rest[0]] : [];
  if (!body) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  const candidates = keyId === null ? keys.all() : [keys.find(keyId ?? '')].filter((key) => key !== undefined);
  for (const key of candidates) {
    const plain = opened(key, bytes);
    if (plain !== null) return plain;
  }
  return null;
}
