import type { Grade } from './refresh-grade';

/** A device's age in whole years since purchase, in the bands a price rule names. */
export const AGE_BANDS = ['0-1', '1-2', '2-3', '3-4', '4+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** What a locked or dead device gets: the D price like any other D, or nothing at all. */
export const LOCKED_OR_DEAD_RULES = ['grade-d', 'zero'] as const;
export type LockedOrDeadRule = (typeof LOCKED_OR_DEAD_RULES)[number];

/** Model rows match case-insensitively; this model name matches every model no other row names. */
export const ANY_MODEL = '*';

export interface BasePrice {
  readonly model: string;
  readonly ageBand: AgeBand;
  /** Minor units of the campaign's currency. */
  readonly amount: number;
}

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

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** Whole years between purchase and the day of the diagnostic; an unknown purchase date counts as the oldest band. */
export function ageBandOf(purchaseDate: Date | null, on: Date): AgeBand {
  if (!purchaseDate) return '4+';
  const years = Math.max(0, Math.floor((on.getTime() - purchaseDate.getTime()) / YEAR_MS));
  return AGE_BANDS[Math.min(years, AGE_BANDS.length - 1)] as AgeBand;
}

/** The row that prices a model in an age band: the model's own first, else the any-model row. */
export function basePriceOf(rules: Pick<PricingRules, 'basePrices'>, model: string, ageBand: AgeBand): number | null {
  const name = model.trim().toLowerCase();
  const inBand = rules.basePrices.filter((row) => row.ageBand === ageBand);
  const own = inBand.find((row) => row.model.trim().toLowerCase() === name);
  return (own ?? inBand.find((row) => row.model.trim() === ANY_MODEL))?.amount ?? null;
}

/** `amount` rounded half up to a multiple of `step`. */
function roundToStep(amount: number, step: number): number {
  return Math.floor((amount + step / 2) / step) * step;
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
  const scaled = Math.floor((base * rules.gradeFactors[device.grade] + 5000) / 10000);
  return { kind: 'priced', amount: Math.max(rules.floor, roundToStep(scaled, rules.roundingStep)) };
}
