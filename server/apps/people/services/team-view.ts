import type { z } from 'zod';
import type { BudgetChange, CreditBudget, CreditSpend } from '../../../../contract/apps/people/team-schemas';
import type { CreditBudgetState, CreditSpend as PortSpend } from '../../../kernel';
import type { BudgetChangeRow } from '../repositories/budget-change-repository';

export const budgetOf = (state: CreditBudgetState): z.input<typeof CreditBudget> => ({
  startsOn: state.startsOn,
  endsOn: state.endsOn,
  amountMinor: state.amountMinor,
  spentMinor: state.spentMinor,
  remainingMinor: state.remainingMinor,
  currency: state.currency,
});

/** A change as the caller sees it: `mayDecide` when it is pending and they are one of its approvers. */
export function budgetChangeOf(row: BudgetChangeRow, personName: string, callerId: string): z.input<typeof BudgetChange> {
  return {
    id: row.id,
    person: { id: row.personId, name: personName },
    requestedBy: { id: row.requestedById, name: row.requestedByName },
    previousMinor: row.previousMinor,
    amountMinor: row.amountMinor,
    currency: row.currency,
    reason: row.reason,
    state: row.state,
    decidedBy: row.decidedByName ? { id: row.decidedById, name: row.decidedByName } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    mayDecide: row.state === 'pending' && row.approverIds.includes(callerId),
  };
}

export function spendOf(spend: PortSpend, personName: string): z.input<typeof CreditSpend> {
  return {
    id: spend.entryId,
    person: { id: spend.personId, name: personName },
    amountMinor: spend.amountMinor,
    currency: spend.currency,
    at: spend.at.toISOString(),
    order: spend.order && { ...spend.order, lines: spend.order.lines.map((line) => ({ ...line })) },
  };
}
