/**
 * The demo's dice (mulberry32): one seed gives the same company on every start, so tests, screenshots and the apps'
 * seeds agree, while the fleet, tickets and orders still look scattered as real ones are.
 */
export function demoDice(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** An integer from `min` to `max`, both included. */
    between: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number): boolean => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export type DemoDice = ReturnType<typeof demoDice>;

const DAY_MS = 86_400_000;

/** The moment `days` (fractions allowed) before `now`: the demo is dated from the day it is seeded. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** `YYYY-MM-DD` of a moment, as date columns take it. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
