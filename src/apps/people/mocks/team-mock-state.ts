import type * as z from 'zod';
import type { BudgetChange, CreditSpend, TeamMember } from '../../../../contract/apps/people/team-schemas';
import type { BudgetChangeState } from '../domain/budget-change';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { directoryDataOf } from './directory-mock-data';

/** What the mocks' organisation spends without asking, as commerce's default settings. */
export const MOCK_TEAM_SPENDING = { currency: 'EUR', approvalThresholdMinor: 50_000 };

export interface MockTeamBudget {
  readonly personId: string;
  readonly startsOn: string;
  readonly endsOn: string;
  amountMinor: number;
}

export interface MockBudgetChange {
  readonly id: string;
  readonly organisationId: string;
  readonly personId: string;
  readonly requestedBy: { id: string; name: string };
  readonly previousMinor: number | null;
  readonly amountMinor: number;
  readonly reason: string | null;
  state: BudgetChangeState;
  readonly approverIds: readonly string[];
  decidedBy: { id: string; name: string } | null;
  decidedAt: string | null;
  decisionNote: string | null;
  readonly createdAt: string;
  version: number;
}

export type MockSpend = Omit<z.input<typeof CreditSpend>, 'person'> & { readonly personId: string };

/** The calendar quarter around a day, as the budgets' first and last days (commerce's demo budgets run by quarter). */
export function mockQuarter(at: Date): { startsOn: string; endsOn: string } {
  const first = Math.floor(at.getUTCMonth() / 3) * 3;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { startsOn: day(new Date(Date.UTC(at.getUTCFullYear(), first, 1))), endsOn: day(new Date(Date.UTC(at.getUTCFullYear(), first + 3, 0))) };
}

/**
 * Team Manager's side of the mocks: the credit budgets, their changes and the spends, seeded as the demo; who manages
 * whom and each person's team are the directory's (Users' mock), as on the server.
 */
export class TeamMockData {
  readonly devices = new Map<string, z.input<typeof TeamMember>['devices']>();
  readonly budgets: MockTeamBudget[] = [];
  readonly changes: MockBudgetChange[] = [];
  readonly spends: MockSpend[] = [];

  constructor(private readonly state: MockState) {
    const [admin, employee] = state.users;
    const quarter = mockQuarter(new Date());
    if (employee) this.budgets.push({ personId: employee.id, ...quarter, amountMinor: 30_000 });
    if (admin) this.budgets.push({ personId: admin.id, ...quarter, amountMinor: 50_000 });
  }

  current(personId: string, day = new Date().toISOString().slice(0, 10)): MockTeamBudget | undefined {
    return this.budgets.filter((budget) => budget.personId === personId && budget.startsOn <= day && budget.endsOn >= day).at(-1);
  }

  spentOf(budget: MockTeamBudget): number {
    return -this.spends
      .filter((spend) => spend.personId === budget.personId && spend.at.slice(0, 10) >= budget.startsOn && spend.at.slice(0, 10) <= budget.endsOn)
      .reduce((sum, spend) => sum + spend.amountMinor, 0);
  }

  managerIdOf(personId: string): string | null {
    return directoryDataOf(this.state).placementOf(personId).managerId;
  }

  teamNameOf(personId: string): string | null {
    return directoryDataOf(this.state).teamNameOf(personId);
  }

  /** Everyone under the manager, through their reports. */
  reportsOf(managerId: string): string[] {
    const found: string[] = [];
    const visit = (id: string) => {
      for (const { id: person } of this.state.users) {
        if (this.managerIdOf(person) === id && !found.includes(person) && person !== managerId) {
          found.push(person);
          visit(person);
        }
      }
    };
    visit(managerId);
    return found;
  }

  setBudget(personId: string, amountMinor: number): void {
    const budget = this.current(personId);
    if (budget) budget.amountMinor = amountMinor;
    else this.budgets.push({ personId, ...mockQuarter(new Date()), amountMinor });
  }

  changeOf(change: MockBudgetChange, personName: string, callerId: string): z.input<typeof BudgetChange> {
    const { organisationId: _organisation, personId, approverIds, ...rest } = change;
    return { ...rest, person: { id: personId, name: personName }, currency: MOCK_TEAM_SPENDING.currency, mayDecide: change.state === 'pending' && approverIds.includes(callerId) };
  }
}

const data = new WeakMap<MockState, TeamMockData>();
export function teamDataOf(state: MockState): TeamMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new TeamMockData(state)));
  return found;
}
