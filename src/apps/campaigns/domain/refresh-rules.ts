import type { ChargeMethod } from './refresh-offer';
import { AGE_BANDS, ANY_MODEL, type PricingRules } from './refresh-pricing';

/** A Refresh Buy campaign's rules: its prices, and how the employee may pay. */
export interface RefreshBuyRules extends PricingRules {
  readonly chargeMethods: readonly ChargeMethod[];
}

/**
 * What the wizard starts from: an any-model price per age band for the admin to adjust, the usual grade discounts,
 * whole units, a small floor, nothing for a locked or dead device, a week to decide, paid from the salary.
 */
export const DEFAULT_REFRESH_BUY_RULES: RefreshBuyRules = {
  basePrices: AGE_BANDS.map((ageBand, index) => ({ model: ANY_MODEL, ageBand, amount: [60000, 45000, 30000, 20000, 10000][index]! })),
  gradeFactors: { A: 10000, B: 8000, C: 5500, D: 2500 },
  roundingStep: 100,
  floor: 1000,
  lockedOrDead: 'zero',
  validityDays: 7,
  chargeMethods: ['payroll'],
};
