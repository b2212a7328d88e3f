import { describe, expect, it } from 'vitest';
import { budgetApproversOf, budgetChangeNeedsApproval, budgetRaiseOf } from '../budget-change';
import { expensesByMonth, monthRange } from '../team-expenses';

describe('a budget change', () => {
  it('needs approval only when its raise is above the threshold, not at it; a cut never does', () => {
    expect(budgetRaiseOf(30_000, 10_000)).toBe(0);
    expect(budgetChangeNeedsApproval(30_000, 80_000, 50_000)).toBe(false);
    expect(budgetChangeNeedsApproval(30_000, 80_001, 50_000)).toBe(true);
    expect(budgetChangeNeedsApproval(null, 50_001, 50_000)).toBe(true);
    expect(budgetChangeNeedsApproval(900_000, 0, 50_000)).toBe(false);
  });

  it("is decided by the admins and the requester's manager, never the requester while another can", () => {
    expect(budgetApproversOf(['ada', 'max'], 'boss', 'max')).toEqual(['ada', 'boss']);
    expect(budgetApproversOf(['ada'], null, 'ada')).toEqual(['ada']);
  });
});

describe('the expenses', () => {
  it('add up per person and month, net of refunds, counting the orders paid', () => {
    const months = expensesByMonth(
      [
        { personId: 'eve', amountMinor: -1_000, at: '2026-03-02T10:00:00Z', orderId: 'o1' },
        { personId: 'eve', amountMinor: -500, at: '2026-03-20T10:00:00Z', orderId: 'o2' },
        { personId: 'eve', amountMinor: 500, at: '2026-03-21T10:00:00Z', orderId: 'o2' },
        { personId: 'bob', amountMinor: -200, at: '2026-04-01T00:00:00Z', orderId: 'o3' },
      ],
      ['eve', 'bob'],
    );
    expect(months).toEqual([
      { personId: 'bob', month: '2026-04', spentMinor: 200, orders: 1 },
      { personId: 'eve', month: '2026-03', spentMinor: 1_000, orders: 2 },
    ]);
  });

  it('filters from the first moment of the first month to the end of the last', () => {
    expect(monthRange('2026-01', '2026-12')).toEqual({ from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
    expect(monthRange(undefined, undefined)).toEqual({});
  });
});
