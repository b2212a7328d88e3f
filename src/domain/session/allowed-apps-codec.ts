/** The allowed-app list is stored as base64 of the UTF-8 JSON array of slugs. */

export function encodeAllowedApps(slugs: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(slugs));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export function decodeAllowedApps(stored: string): Decoded<string[]> {
  let json: string;
  try {
    const binary = atob(stored);
    json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return { ok: false, reason: 'not base64 of UTF-8 text' };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!Array.isArray(value) || !value.every((slug) => typeof slug === 'string')) {
    return { ok: false, reason: 'not an array of slugs' };
  }
  return { ok: true, value };
}
