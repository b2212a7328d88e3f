import ky, { type KyInstance } from 'ky';

interface ApiClientOptions {
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

