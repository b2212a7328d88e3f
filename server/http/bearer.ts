import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The token of the Authorization header; anything not shaped like one of ours is no token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}
