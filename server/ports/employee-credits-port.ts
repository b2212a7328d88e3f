import type { Repositories } from '../repositories';

/** A person's credit budget for one period (both days inclusive, `YYYY-MM-DD`), with what was spent of it. */
export interface CreditBudgetState {
  readonly budgetId: string;
  readonly personId: string;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly amountMinor: number;
  readonly spentMinor: number;
  readonly remainingMinor: number;
  /** ISO 4217. */
  readonly currency: string;
}

/** One spend (negative) or refund (positive) against a budget, with the order it paid or gave back. */
export interface CreditSpend {
  readonly entryId: string;
  readonly personId: string;
  readonly budgetId: string;
  /** Signed: a spend is negative, its refund positive. */
  readonly amountMinor: number;
  readonly currency: string;
  readonly at: Date;
  /** The order paid with the credits, or null when the order is gone. */
  readonly order: {
    readonly id: string;
    readonly number: number;
    /** The shop it was placed in, in commerce's words (`shop`, `devicehub`). */
    readonly kind: string;
    readonly status: string;
    /** What was bought, line by line: "2 × Dell Latitude 5440". */
    readonly lines: readonly { readonly name: string; readonly quantity: number }[];
  } | null;
}

export interface CreditSpendQuery {
  readonly personIds: readonly string[];
  /** From this moment (inclusive), when given. */
  readonly from?: Date;
  /** Before this moment (exclusive), when given. */
  readonly to?: Date;
  readonly limit: number;
}

/** A budget to set for a person: the amount of the period that covers `on` (a new quarter's when none does). */
export interface CreditBudgetChange {
  readonly personId: string;
  readonly amountMinor: number;
  /** The day whose period is changed, `YYYY-MM-DD`. */
  readonly on: string;
}

/**
 * Employee credits, kept by commerce (its budgets, and the checkout that pays with them) and read and set by Team
 * Manager, which never reads commerce's tables. Every call runs on the caller's repositories, so a budget set after an
 * approval lands in the approval's transaction or not at all.
 */
export interface EmployeeCreditsPort {
  /** The budget covering `on` (`YYYY-MM-DD`) of each person who has one, by person id. */
  current(repos: Repositories, organisationId: string, personIds: readonly string[], on: string): Promise<ReadonlyMap<string, CreditBudgetState>>;
  /** Every budget of the person, the latest period first. */
  budgets(repos: Repositories, organisationId: string, personId: string): Promise<CreditBudgetState[]>;
  /** Spends and refunds of these people, newest first. */
  spending(repos: Repositories, organisationId: string, query: CreditSpendQuery): Promise<CreditSpend[]>;
  /** Sets the amount of the period covering the day (the calendar quarter when none does); refuses below what was spent. */
  setBudget(repos: Repositories, organisationId: string, change: CreditBudgetChange): Promise<CreditBudgetState>;
}
