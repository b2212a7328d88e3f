import { needsApproval } from '../../../domain/approvals/approval-threshold';

/** A budget change's life: applied at once, or pending until an approver approves (then applied) or rejects it. */
export const BUDGET_CHANGE_STATES = ['applied', 'pending', 'approved', 'rejected'] as const;
export type BudgetChangeState = (typeof BUDGET_CHANGE_STATES)[number];

export const BUDGET_DECISIONS = ['approved', 'rejected'] as const;
export type BudgetDecision = (typeof BUDGET_DECISIONS)[number];

/**
 * What a budget change asks of the company is its raise: the new amount less the one it replaces (nothing for a cut).
 * Above the organisation's approval threshold (the portal's one spending rule) an approver decides first; a raise at
 * or below it, and any cut, apply at once.
 */
export function budgetRaiseOf(currentMinor: number | null, requestedMinor: number): number {
  return Math.max(0, requestedMinor - (currentMinor ?? 0));
}

export function budgetChangeNeedsApproval(currentMinor: number | null, requestedMinor: number, thresholdMinor: number): boolean {
  return needsApproval(budgetRaiseOf(currentMinor, requestedMinor), thresholdMinor);
}

/**
 * Who decides on a pending change: the organisation's administrators and the requester's own manager (the manager's
 * manager of the person), never the requester while another can.
 */
export function budgetApproversOf(administratorIds: readonly string[], requesterManagerId: string | null, requesterId: string): string[] {
  const everyone = [...new Set([...administratorIds, ...(requesterManagerId ? [requesterManagerId] : [])])];
  const others = everyone.filter((id) => id !== requesterId);
  return others.length > 0 ? others : everyone;
}
