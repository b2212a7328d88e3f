import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { StaffPrincipal } from '../principal';

/** Query parameters whose values may be a credential, a one-time code or a person's address. */
const SECRET_PARAMETER = /token|code|secret|password|state|nonce|hint|setup|email|^sid$|^to$/i;
/** Outside the API, the segments after the first are capability links (/login-user/{id}/{hash}, /request-demo/...). */
const API_PATH = /^\/api(\/|$)/;
const REDACTED = '[redacted]';

const callers = new WeakMap<FastifyRequest, StaffPrincipal>();

/** The route guard names the signed-in caller, so that the request's log line can. */
export function noteCaller(request: FastifyRequest, principal: StaffPrincipal): void {
  callers.set(request, principal);
}

/** The address as logged: API paths whole, page paths by their first segment, query values that may be secrets blanked. */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  const shown = API_PATH.test(path) ? path : path.replace(/^(\/[^/]*)\/.+$/s, '$1/…');
  if (!query) return shown;
  const parameters = new URLSearchParams(query);
  for (const [name, value] of [...parameters]) {
    if (SECRET_PARAMETER.test(name) || value.includes('@')) parameters.set(name, REDACTED);
  }
  return `${shown}?${parameters}`;
}

/**
 * Fastify's request log lines, replaced: instead of two (which carry the whole URL), one info line when the answer is
 * sent, with method, path, status, duration and, when signed in, who asked. Headers and bodies are never logged, so
 * neither are tokens, passwords or codes.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // Nothing yet: the one line is written once the answer's status and duration are known.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const caller = callers.get(request);
    const line = {
      method: request.method,
      path: loggedPath(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(caller && { userId: caller.userId, organisationId: caller.organisationId }),
      ...(caller?.impersonatorUserId && { impersonatorUserId: caller.impersonatorUserId }),
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
