import { hmac, sameText } from './tokens';

/** The plg token of a request-demo link: an HMAC of the address, so only the server can issue one. */
export function demoTokenFor(secret: string, email: string): string {
  return hmac(secret, 'plg', email.trim().toLowerCase());
}

export function isDemoToken(secret: string, email: string, token: string): boolean {
  return sameText(demoTokenFor(secret, email), token);
}
