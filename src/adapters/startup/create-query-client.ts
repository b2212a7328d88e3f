import { QueryClient } from '@tanstack/react-query';

const STALE_AFTER_MS = 30_000;
const MAX_RETRIES = 2;

/** The HTTP status an error carries, as ky's HTTPError (`response.status`) or a plain `status`. */
function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  const value = typeof status === 'number' ? status : response?.status;
  return typeof value === 'number' ? value : null;
}

/** A 4xx answer will be the same next time, so only network and server errors are worth retrying. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_AFTER_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      // A retried write could be applied twice.
      mutations: { retry: false },
    },
  });
}
