/** A signature: these bytes at this offset. */
type Signature = readonly (readonly [offset: number, bytes: readonly number[]])[];

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The magic numbers of the types the portal takes; anything else is unknown, whatever it was declared as. */
const signatures: readonly (readonly [contentType: string, signature: Signature])[] = [
  ['image/jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  ['image/png', [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  ['image/gif', [[0, ascii('GIF87a')]]],
  ['image/gif', [[0, ascii('GIF89a')]]],
  ['image/webp', [[0, ascii('RIFF')], [8, ascii('WEBP')]]],
  ['application/pdf', [[0, ascii('%PDF-')]]],
];

const matches = (bytes: Uint8Array, signature: Signature) =>
  signature.every(([offset, expected]) => expected.every((byte, index) => bytes[offset + index] === byte));

/**
 * SVG has no magic number: it is text whose first element (after an XML declaration, comments and white space) is
 * `<svg`. Only the start is read; whether the document is safe to show is the uploading route's to judge.
 */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** What the bytes are, by their first bytes alone; null when they are none of the known types. */
export function sniffContentType(bytes: Uint8Array): string | null {
  const known = signatures.find(([, signature]) => matches(bytes, signature))?.[0];
  if (known) return known;
  return SVG_START.test(new TextDecoder().decode(bytes.subarray(0, 4096))) ? 'image/svg+xml' : null;
}

/** `image/PNG; charset=x` is `image/png`: parameters and case never make two types different. */
export function mediaTypeOf(declared: string | undefined): string {
  return (declared ?? '').split(';')[0]!.trim().toLowerCase();
}
