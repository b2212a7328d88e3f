/** The first retry waits about this long; each further one about twice the one before. */
export const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3600_000;

/**
 * How long to wait after failed attempt number `attempt` (1 for the first): exponential, capped, with "equal
 * jitter" (half fixed, half random) so that jobs failing together (a mail server down) do not retry in lockstep,
 * while each wait still stays longer than the one before.
 */
export function retryDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
