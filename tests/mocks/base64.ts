/** Base64 of bytes, in the browser as in Node: how the mocks answer a document (a PDF) the server answers so. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
