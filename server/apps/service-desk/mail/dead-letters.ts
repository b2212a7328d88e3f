import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../../kernel';

/** Where mail the desk could not turn into a ticket is kept, per organisation, as it arrived. */
export const DEAD_LETTER_FOLDER = 'service-desk/mail-failed';

/**
 * Keeps the raw mail in the organisation's file store under a name that sorts by arrival, so an operator can read it,
 * fix the cause and feed it in again. The key goes to the log with the error.
 */
export async function keepDeadLetter(files: FileStore, organisationId: string, raw: Uint8Array, now: Date): Promise<string> {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const key = `${DEAD_LETTER_FOLDER}/${stamp}-${randomBytes(6).toString('hex')}.eml`;
  await files.put(organisationId, key, raw, 'message/rfc822');
  return key;
}
