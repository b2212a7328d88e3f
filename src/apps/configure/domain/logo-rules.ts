/**
 * What a logo may be: the kinds of image every browser shows in the header, small enough to load on every page.
 * An SVG is a document that can carry scripts and reach other addresses; one that does is refused, not cleaned,
 * so what is stored is exactly what was checked.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 512 * 1024;

export type LogoProblem = 'too-large' | 'unsafe-svg' | 'not-svg';

// Each of these runs a script, loads another document or address, or expands entities (billion laughs).
const UNSAFE_SVG: readonly RegExp[] = [
  /<!doctype|<!entity/i,
  /<\s*(script|foreignobject|iframe|embed|object|audio|video|animate\w*|set|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /(javascript|vbscript|data:text\/html)\s*:?/i,
  /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif|webp)[;,])/i,
  /@import|url\(\s*["']?\s*(?!#)/i,
  /<\?xml-stylesheet/i,
];

/** Why the logo cannot be used, or null. The type itself was checked against the bytes by the upload. */
export function logoProblem(bytes: Uint8Array, contentType: string): LogoProblem | null {
  if (bytes.byteLength > LOGO_MAX_BYTES) return 'too-large';
  if (contentType !== 'image/svg+xml') return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!/<svg[\s>]/i.test(text)) return 'not-svg';
  return UNSAFE_SVG.some((pattern) => pattern.test(text)) ? 'unsafe-svg' : null;
}
