import type { ServerKeys } from './server-keys';

const partsOf = (email: string) => ['plg', email.trim().toLowerCase()] as const;

/** The plg token of a request-demo link: an HMAC of the address, so only the server can issue one. */
export function demoTokenFor(keys: ServerKeys, email: string): string {
  return keys.sign(...partsOf(email));
}

export function isDemoToken(keys: ServerKeys, email: string, token: string): boolean {
  return keys.verify(token, ...partsOf(email));
}
