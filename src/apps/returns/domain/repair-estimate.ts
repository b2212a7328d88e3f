import type { FaultCategory } from './repair-terms';

/** One line of the estimate table: what fixing a fault of a model usually costs, in minor units. */
export interface RepairEstimateRule {
  readonly model: string;
  readonly faultCategory: FaultCategory;
  readonly amountMinor: number;
}

const key = (text: string) => text.trim().toLowerCase();

/** The estimate for a device's fault, when the table has its model (matched whatever the case) and the category; else null. */
export function estimateFor(rules: readonly RepairEstimateRule[], model: string, faultCategory: FaultCategory | null): number | null {
  if (faultCategory === null) return null;
  return rules.find((rule) => key(rule.model) === key(model) && rule.faultCategory === faultCategory)?.amountMinor ?? null;
}

/** A table an admin saved twice for one model and fault would price a device two ways. */
export function duplicateEstimate(rules: readonly RepairEstimateRule[]): RepairEstimateRule | null {
  const seen = new Set<string>();
  for (const rule of rules) {
    const id = `${key(rule.model)}|${rule.faultCategory}`;
    if (seen.has(id)) return rule;
    seen.add(id);
  }
  return null;
}
