import type { BudgetChangeState, BudgetDecision } from '../../domain/budget-change';

export interface Named {
  readonly id: string;
  readonly name: string;
}

export interface CreditBudget {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly amountMinor: number;
  readonly spentMinor: number;
  readonly remainingMinor: number;
  readonly currency: string;
}

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly team: string | null;
  readonly managerId: string | null;
  /** 1: a direct report of the manager shown; 2: their report... */
  readonly depth: number;
  readonly location: Named | null;
  readonly devices: readonly { readonly assetId: string; readonly assetTag: string; readonly model: string; readonly productType: string }[];
  readonly credits: CreditBudget | null;
  readonly pendingChangeId: string | null;
}

export interface BudgetChange {
  readonly id: string;
  readonly person: Named;
  readonly requestedBy: { readonly id: string | null; readonly name: string };
  readonly previousMinor: number | null;
  readonly amountMinor: number;
  readonly currency: string;
  readonly reason: string | null;
  readonly state: BudgetChangeState;
  readonly decidedBy: { readonly id: string | null; readonly name: string } | null;
  readonly decidedAt: string | null;
  readonly decisionNote: string | null;
  readonly createdAt: string;
  readonly version: number;
  readonly mayDecide: boolean;
}

export interface Team {
  readonly scope: 'team' | 'organisation';
  readonly manager: Named | null;
  readonly managers: readonly Named[];
  readonly members: readonly TeamMember[];
  readonly currency: string;
  readonly approvalThresholdMinor: number;
  readonly awaitingDecision: readonly BudgetChange[];
}

export interface CreditSpend {
  readonly id: string;
  readonly person: Named;
  readonly amountMinor: number;
  readonly currency: string;
  readonly at: string;
  readonly order: {
    readonly id: string;
    readonly number: number;
    readonly kind: string;
    readonly status: string;
    readonly lines: readonly { readonly name: string; readonly quantity: number }[];
  } | null;
}

export interface PersonCredits {
  readonly person: { readonly id: string; readonly name: string; readonly email: string; readonly role: string; readonly team: string | null; readonly manager: Named | null };
  readonly current: CreditBudget | null;
  readonly budgets: readonly CreditBudget[];
  readonly changes: readonly BudgetChange[];
  readonly spending: readonly CreditSpend[];
  readonly currency: string;
  readonly approvalThresholdMinor: number;
}

export interface ExpensesFilter {
  readonly from?: string;
  readonly to?: string;
  readonly managerId?: string;
  readonly personId?: string;
}

export interface TeamExpenses {
  readonly currency: string;
  readonly people: readonly Named[];
  readonly months: readonly { readonly personId: string; readonly month: string; readonly spentMinor: number; readonly orders: number }[];
  readonly totals: readonly { readonly personId: string; readonly spentMinor: number; readonly orders: number }[];
  readonly totalMinor: number;
  readonly entries: readonly CreditSpend[];
}

export interface FileAnswer {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/** Team Manager's calls: the team, a person's credits and budget changes, and the team's expenses. */
export interface TeamGateway {
  team(managerId?: string): Promise<Team>;
  credits(personId: string): Promise<PersonCredits>;
  setBudget(personId: string, amountMinor: number, reason: string | null): Promise<BudgetChange>;
  decide(changeId: string, decision: BudgetDecision, version: number, note: string | null): Promise<BudgetChange>;
  expenses(filter: ExpensesFilter): Promise<TeamExpenses>;
  exportExpenses(filter: ExpensesFilter): Promise<FileAnswer>;
}

export const TEAM_GATEWAY = Symbol('TeamGateway');
