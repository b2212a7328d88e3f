import type { FastifyRequest } from 'fastify';

/** A cookie the browser sent, by name; null when it sent none by that name. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
