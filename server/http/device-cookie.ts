import type { FastifyRequest } from 'fastify';
import { cookieOf } from './request-cookie';

const NAME = 'portal_device';
const VALUE = /^[A-Za-z0-9_.-]{1,200}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The known-device token the browser sent, if any. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  const value = cookieOf(request, NAME);
  return value && VALUE.test(value) ? value : null;
}

/**
 * Sent only to the sign-in route and never readable by script. Always Secure: browsers keep it on HTTPS and on
 * localhost; elsewhere over plain HTTP it is dropped, and sign-in only loses the known-device allowance.
 */
export function deviceCookie(token: string, path: string): string {
  return `${NAME}=${token}; Path=${path}; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}
