/**
 * The one pricing core of used devices, which every app that buys a device back shares (Refresh Buy's grade A–D
 * offers, buyback and trade-in's two-axis grades): a base price by model and age band, times grade factors in basis
 * points, in integer arithmetic, rounded half up to a step, raised to a floor. Each app keeps its own grades and
 * factors; the arithmetic is one.
 */

/** A device's age in whole years since purchase, in the bands a price rule names. */
export const AGE_BANDS = ['0-1', '1-2', '2-3', '3-4', '4+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Model rows match case-insensitively; this model name matches every model no other row names. */
export const ANY_MODEL = '*';

/** A factor of 10000 basis points keeps the price whole; 6000 takes 60 %. */
const WHOLE_FACTOR = 10_000;

export interface BasePrice {
  readonly model: string;
  readonly ageBand: AgeBand;
  /** Minor units of the organisation's currency. */
  readonly amount: number;
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** Whole years between purchase and `on`; an unknown purchase date counts as the oldest band. */
export function ageBandOf(purchaseDate: Date | null, on: Date): AgeBand {
  if (!purchaseDate) return '4+';
  const years = Math.max(0, Math.floor((on.getTime() - purchaseDate.getTime()) / YEAR_MS));
  return AGE_BANDS[Math.min(years, AGE_BANDS.length - 1)] as AgeBand;
}

/** The row that prices a model in an age band: the model's own first, else the any-model row. */
export function basePriceOf(rules: { readonly basePrices: readonly BasePrice[] }, model: string, ageBand: AgeBand): number | null {
  const name = model.trim().toLowerCase();
  const inBand = rules.basePrices.filter((row) => row.ageBand === ageBand);
  const own = inBand.find((row) => row.model.trim().toLowerCase() === name);
  return (own ?? inBand.find((row) => row.model.trim() === ANY_MODEL))?.amount ?? null;
}

/** `amount` rounded half up to a multiple of `step`. */
function roundToStep(amount: number, step: number): number {
  return Math.floor((amount + step / 2) / step) * step;
}

/** How a scaled price is finished: rounded to a step of minor units, never below the floor. */
export interface PriceFinish {
  readonly roundingStep: number;
  readonly floor: number;
}

/**
 * The base price times each factor (basis points), one after the other and each rounded half up to the minor unit,
 * then rounded to the step and raised to the floor. Integer arithmetic only, so the server and the browser agree to
 * the cent.
 */
export function factoredPrice(base: number, factors: readonly number[], finish: PriceFinish): number {
  const scaled = factors.reduce((amount, factor) => Math.floor((amount * factor + WHOLE_FACTOR / 2) / WHOLE_FACTOR), base);
  return Math.max(finish.floor, roundToStep(scaled, finish.roundingStep));
}
