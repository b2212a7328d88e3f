import type { FastifyRequest } from 'fastify';

const NAME = 'portal_device';
const VALUE = /^[A-Za-z0-9_.-]{1,200}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The known-device token the browser sent, if any. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === NAME && value && VALUE.test(value)) return value;
  }
  return null;
}

/**
 * Sent only to the sign-in route and never readable by script. Always Secure: browsers keep it on HTTPS and on
 * localhost; elsewhere over plain HTTP it is dropped, and sign-in only loses the known-device allowance.
 */
export function deviceCookie(token: string, path: string): string {
  return `${NAME}=${token}; Path=${path}; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}
