import { setTimeout as sleep } from 'node:timers/promises';

/** SQLSTATEs PostgreSQL raises when two transactions cross, where running the loser again is the documented remedy. */
const TRANSIENT = new Set(['40P01' /* deadlock detected */, '40001' /* serialization failure */]);

/** Whether a statement lost a deadlock or a serialization check, whichever driver raised it. */
export function isTransientConflict(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if (TRANSIENT.has(String((cause as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * The work run again when PostgreSQL chose it as a deadlock's victim: the other transaction has finished by then, so a
 * request racing a background job (a reminder issuing the same person's link, say) is answered as if they had queued.
 * A short random pause keeps two victims from meeting again. PGlite runs one transaction at a time and never gets here.
 */
export async function retryingTransientConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}
