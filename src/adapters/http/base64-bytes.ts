/** Base64 as bytes: a document (a PDF) travels inside JSON. */
export function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
