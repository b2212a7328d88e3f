import type { AttemptLimiter, FailureStreak } from '../ports/attempt-limiter';
import { tooManyAttempts } from '../problems';

/** The wait after a key's last free failure; each failure after it doubles the wait. */
const FIRST_WAIT_SECONDS = 30;
/** A streak is remembered for the attempt window (15 minutes), longer than this: waiting it out resets nothing. */
const LONGEST_WAIT_SECONDS = 5 * 60;

export interface ThrottledKey {
  readonly key: string;
  /** Failures before the first wait. */
  readonly free: number;
  /** A success wipes the streak: it was someone who knows the password. */
  readonly forgivenOnSuccess: boolean;
}

export function secondsToWait(streak: FailureStreak | null, free: number, now: Date): number {
  if (!streak || streak.failures < free) return 0;
  const wait = Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (streak.failures - free));
  return Math.max(0, Math.ceil((streak.lastAt.getTime() + wait * 1000 - now.getTime()) / 1000));
}

/** Refuses (429, Retry-After) while any of the keys must still wait after its last failure. */
export async function refuseWhileWaiting(limiter: AttemptLimiter, keys: readonly ThrottledKey[], now: Date): Promise<void> {
  const streaks = await Promise.all(keys.map(({ key }) => limiter.streak(key)));
  const wait = Math.max(0, ...keys.map(({ free }, index) => secondsToWait(streaks[index] ?? null, free, now)));
  if (wait > 0) throw tooManyAttempts(wait);
}

export async function recordFailure(limiter: AttemptLimiter, keys: readonly ThrottledKey[], at: Date, memorySeconds: number): Promise<void> {
  await Promise.all(keys.map(({ key }) => limiter.fail(key, at, memorySeconds)));
}

export async function forgive(limiter: AttemptLimiter, keys: readonly ThrottledKey[]): Promise<void> {
  await Promise.all(keys.filter((key) => key.forgivenOnSuccess).map(({ key }) => limiter.clear(key)));
}
