import type { AttemptLimiter } from '../ports/attempt-limiter';
import { tooManyAttempts } from '../problems';

export interface LimitedKey {
  readonly key: string;
  readonly limit: number;
}

/** Refuses (429) when any of the keys has used up its attempts. */
export async function refuseWhenExhausted(limiter: AttemptLimiter, keys: readonly LimitedKey[]): Promise<void> {
  const waits = await Promise.all(keys.map(({ key, limit }) => limiter.retryAfter(key, limit)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyAttempts(wait);
}

export async function recordAttempt(limiter: AttemptLimiter, keys: readonly LimitedKey[], windowSeconds: number): Promise<void> {
  await Promise.all(keys.map(({ key }) => limiter.record(key, windowSeconds)));
}
