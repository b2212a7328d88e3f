import { ANY_MODEL, basePriceOf, factoredPrice, type AgeBand, type BasePrice } from '../../../domain/pricing/device-pricing';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES, type CosmeticGrade, type DeviceGrade, type FunctionalGrade } from './buyback-grades';

/**
 * What the company pays for a device: a base price by model and age, times the factor of each axis (basis points),
 * on the kernel's one pricing core. An admin edits them; every save is a new version, and a quote keeps the version
 * it was priced with, so a later change never moves a price already given.
 */
export interface BuybackRules {
  readonly version: number;
  readonly basePrices: readonly BasePrice[];
  readonly functionalFactors: Readonly<Record<FunctionalGrade, number>>;
  readonly cosmeticFactors: Readonly<Record<CosmeticGrade, number>>;
  readonly roundingStep: number;
  readonly floor: number;
}

/** How long a quote holds: 14 days, as Back Market Pro and Apple Trade In hold theirs. */
export const QUOTE_VALIDITY_DAYS = 14;

/** The rules a new organisation starts with: every model by age band, for parts worth nothing. */
export const DEFAULT_BUYBACK_RULES: BuybackRules = {
  version: 1,
  basePrices: [
    { model: ANY_MODEL, ageBand: '0-1', amount: 60_000 },
    { model: ANY_MODEL, ageBand: '1-2', amount: 45_000 },
    { model: ANY_MODEL, ageBand: '2-3', amount: 30_000 },
    { model: ANY_MODEL, ageBand: '3-4', amount: 18_000 },
    { model: ANY_MODEL, ageBand: '4+', amount: 8_000 },
  ],
  functionalFactors: { F0: 0, F1: 1_000, F2: 3_000, F3: 5_000, F4: 8_000, F5: 9_000, F6: 10_000 },
  cosmeticFactors: { C1: 0, C2: 3_000, C3: 6_000, C4: 8_000, C5: 9_000, C6: 9_500, C7: 10_000, C8: 10_000, C9: 10_000 },
  roundingStep: 100,
  floor: 0,
};

type RulesProblem = 'no-base-price' | 'factor-out-of-range' | 'negative-amount' | 'rounding-step';

/** What is wrong with rules an admin saves, or none: factors between 0 and 100 %, amounts whole and not negative. */
export function rulesProblems(rules: Omit<BuybackRules, 'version'>): RulesProblem[] {
  const problems = new Set<RulesProblem>();
  if (rules.basePrices.length === 0) problems.add('no-base-price');
  const factors = [...FUNCTIONAL_GRADES.map((grade) => rules.functionalFactors[grade]), ...COSMETIC_GRADES.map((grade) => rules.cosmeticFactors[grade])];
  if (factors.some((factor) => !Number.isInteger(factor) || factor < 0 || factor > 10_000)) problems.add('factor-out-of-range');
  if ([...rules.basePrices.map((row) => row.amount), rules.floor].some((amount) => !Number.isInteger(amount) || amount < 0)) problems.add('negative-amount');
  if (!Number.isInteger(rules.roundingStep) || rules.roundingStep < 1) problems.add('rounding-step');
  return [...problems];
}

/**
 * The price of a graded device, or null when no row prices its model and age (the admin is asked to add one).
 * A device worth nothing on either axis is worth nothing, floor or not: it is recycled free.
 */
export function buybackPrice(rules: BuybackRules, model: string, ageBand: AgeBand, grade: DeviceGrade): number | null {
  const base = basePriceOf(rules, model, ageBand);
  if (base === null) return null;
  const factors = [rules.functionalFactors[grade.functional], rules.cosmeticFactors[grade.cosmetic]];
  if (factors.includes(0)) return 0;
  return factoredPrice(base, factors, rules);
}
