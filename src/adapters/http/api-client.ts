import ky, { HTTPError, type KyInstance } from 'ky';

export interface ApiClientOptions {
  /** Absolute, so the client also works where there is no document base (jsdom, workers). */
  readonly baseUrl: URL;
  readonly token: () => string | null;
  /** The server no longer accepts the session: the caller clears it and shows Login. */
  readonly onUnauthorized: () => void;
  readonly retry?: number;
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
        (_request, _options, response) => {
          if (response.status === 401 && token()) onUnauthorized();
        },
      ],
    },
  });
}

/** The sentence to show a person for a failed call: the server's problem detail when it sent one. */
export async function problemMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    const problem: unknown = await error.response.json().catch(() => null);
    if (problem && typeof problem === 'object') {
      const { detail, title } = problem as { detail?: unknown; title?: unknown };
      if (typeof detail === 'string' && detail) return detail;
      if (typeof title === 'string' && title) return title;
    }
    return `${error.response.status} ${error.response.statusText}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}
