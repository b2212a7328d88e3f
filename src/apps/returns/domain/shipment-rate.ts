/** A carrier's rate may be bought only while fresh: EasyPost and Shippo refuse older ones, their prices having moved. */
export const RATE_MAX_AGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True while the rate, quoted at `quotedAt`, is under seven days old at `at`. */
export function rateBuyable(quotedAt: Date, at: Date): boolean {
  const age = at.getTime() - quotedAt.getTime();
  return age >= 0 && age < RATE_MAX_AGE_DAYS * DAY_MS;
}
