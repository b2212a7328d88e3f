import type { ServerOptions } from 'node:http';

/** Node looks for late requests on a timer: checked every second, a stalled request is cut at most a second late. */
const CHECK_EVERY_MS = 1000;
/** Headers are a few hundred bytes: a client that has not sent them in this long is holding the connection. */
const HEADERS_WITHIN_MS = 10_000;

/**
 * Fastify turns Node's request timeout off, so a body that never finished held its connection for good. With these,
 * headers and body must arrive within `requestTimeoutMs`; after that Node answers 408 and closes the connection.
 */
export function requestTimeouts(requestTimeoutMs: number): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_WITHIN_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, requestTimeoutMs),
    },
  };
}
