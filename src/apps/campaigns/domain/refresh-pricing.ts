import { basePriceOf, factoredPrice, type AgeBand, type BasePrice } from '../../../domain/pricing/device-pricing';
import type { Grade } from './refresh-grade';

// Refresh Buy prices on the kernel's one pricing core; its grades and factors stay its own.
export { AGE_BANDS, ageBandOf, ANY_MODEL, basePriceOf, type AgeBand, type BasePrice } from '../../../domain/pricing/device-pricing';

/** What a locked or dead device gets: the D price like any other D, or nothing at all. */
export const LOCKED_OR_DEAD_RULES = ['grade-d', 'zero'] as const;
export type LockedOrDeadRule = (typeof LOCKED_OR_DEAD_RULES)[number];

/** A campaign's price rules: base price by model and age band, times the grade's factor, rounded, never below the floor. */
export interface PricingRules {
  readonly basePrices: readonly BasePrice[];
  /** Per grade, in basis points of the base price: 10000 keeps it whole, 6000 takes 60 %. */
  readonly gradeFactors: Readonly<Record<Grade, number>>;
  /** Prices round half up to a multiple of this many minor units (1: the cent, 100: whole units). */
  readonly roundingStep: number;
  /** The lowest price a priced device gets, in minor units. */
  readonly floor: number;
  readonly lockedOrDead: LockedOrDeadRule;
  /** How long a price holds once shown. */
  readonly validityDays: number;
}

type PriceResult = { readonly kind: 'priced'; readonly amount: number } | { readonly kind: 'no-rule' };

interface PricedDevice {
  readonly model: string;
  readonly ageBand: AgeBand;
  readonly grade: Grade;
  readonly lockedOrDead: boolean;
}

/**
 * The price of a graded device under the campaign's rules. Integer arithmetic only: base × factor / 10000, rounded
 * half up to the step, raised to the floor. A locked or dead device under the `zero` rule costs nothing, floor or not.
 * No row for the model and age: no price, and the admin is asked to add one.
 */
export function priceOf(rules: PricingRules, device: PricedDevice): PriceResult {
  const base = basePriceOf(rules, device.model, device.ageBand);
  if (base === null) return { kind: 'no-rule' };
  if (device.lockedOrDead && rules.lockedOrDead === 'zero') return { kind: 'priced', amount: 0 };
  return { kind: 'priced', amount: factoredPrice(base, [rules.gradeFactors[device.grade]], rules) };
}
