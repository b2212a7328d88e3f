import ky, { type KyInstance } from 'ky';

interface ApiClientOptions {
  /** Absolute, so the client also works where there is no document base (jsdom, workers). */
  readonly baseUrl: URL;
  readonly token: () => string | null;
  /** The server no longer accepts the session: the caller clears it and shows Login. */
  readonly onUnauthorized: () => void;
  readonly retry?: number;
}

/** The methods ky tries again on its own: a repeat of them does no more than the first. */
const REPEATABLE = new Set(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);

/**
 * How long to wait before sending a write again, when the server shed it unread: it answers 503 with Retry-After
 * before it looks at a request (load shedding), so the write did nothing and may go again. Null for anything else:
 * a write that failed otherwise may have done its work, and is never repeated.
 */
function shedWriteDelay(request: Request, response: Response): number | null {
  if (response.status !== 503 || REPEATABLE.has(request.method)) return null;
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** The portal's HTTP client: JSON API under /api/v1 with the bearer token, and 401 handling in one place. */
export function createApiClient({ baseUrl, token, onUnauthorized, retry = 2 }: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    retry,
    hooks: {
      beforeRequest: [
        (request) => {
          const current = token();
          if (current && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${current}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && token()) onUnauthorized();
          const delay = shedWriteDelay(request, response);
          return delay === null ? undefined : ky.retry({ delay, code: 'SHED' });
        },
      ],
    },
  });
}
