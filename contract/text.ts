import * as z from 'zod';

/**
 * NUL, which PostgreSQL refuses in text and JSON, and a UTF-16 surrogate without its pair, which is no character
 * at all (UTF-8 cannot carry it; drivers fail on it or silently swap it for U+FFFD).
 */
const UNSTORABLE = /\0|\p{Surrogate}/u;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'gu');

/** The code clients word this refusal by (`invalid-characters`), as `invalid-email` is worded for an address. */
const UNSTORABLE_FORMAT = 'characters';

/** A check for any string schema: refuses what no text column can hold, as a field error rather than a failed query. */
function storable() {
  return z.check<string>((ctx) => {
    if (!UNSTORABLE.test(ctx.value)) return;
    ctx.issues.push({
      code: 'invalid_format',
      format: UNSTORABLE_FORMAT,
      input: ctx.value,
      message: 'Must not contain NUL or an unpaired UTF-16 surrogate',
      // Still a string: its other checks are told too, and a union of text and numbers reports this rather than a mismatch.
      continue: true,
    });
  });
}

/**
 * The contract's one string type: every text a request carries, and every text an answer carries, is declared as
 * `text()` (chain `.trim()`, `.min()`, `.max()` as on `z.string()`), so no field can reach the database unchecked.
 */
export function text() {
  return z.string().check(storable());
}

/** The server's own words about a request (a refused key, a field's path) quote it; they must not carry what was refused. */
export function cleanText(value: string): string {
  return value.replace(UNSTORABLE_ALL, '\uFFFD');
}
