import * as z from 'zod';
import { Cents, Currency, Day, Email, Id, Role, Timestamp, Version } from '../../common';
import { text } from '../../text';
import { BUDGET_CHANGE_STATES, BUDGET_DECISIONS } from '../../../src/apps/people/domain/budget-change';

/** A calendar month, `YYYY-MM`: the expenses' periods. */
export const Month = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month like 2026-03');

const Named = z.object({ id: Id, name: text() });

/** A person's credit budget for one period, with what was spent and is left of it. */
export const CreditBudget = z.object({
  startsOn: Day,
  endsOn: Day,
  amountMinor: Cents,
  spentMinor: z.int(),
  remainingMinor: z.int(),
  currency: Currency,
});

/** A device the person holds, from Manage's fleet. */
export const TeamDevice = z.object({ assetId: Id, assetTag: text(), model: text(), productType: text() });

/** One person of the team, placed in the tree under their manager (`depth` 1: a direct report). */
export const TeamMember = z.object({
  id: Id,
  name: text(),
  email: Email,
  role: Role,
  team: text().nullable(),
  managerId: Id.nullable(),
  depth: z.int().min(1),
  location: Named.nullable(),
  devices: z.array(TeamDevice),
  credits: CreditBudget.nullable(),
  /** A budget change waiting for an approver. */
  pendingChangeId: Id.nullable(),
});

export const BudgetChangeState = z.enum(BUDGET_CHANGE_STATES);

/** A change of a person's budget: applied at once, or pending, then approved (and applied) or rejected, with who and when. */
export const BudgetChange = z.object({
  id: Id,
  person: Named,
  requestedBy: z.object({ id: Id.nullable(), name: text() }),
  previousMinor: Cents.nullable(),
  amountMinor: Cents,
  currency: Currency,
  reason: text().nullable(),
  state: BudgetChangeState,
  decidedBy: z.object({ id: Id.nullable(), name: text() }).nullable(),
  decidedAt: Timestamp.nullable(),
  decisionNote: text().nullable(),
  createdAt: Timestamp,
  version: Version,
  /** Whether the caller may approve or reject it now. */
  mayDecide: z.boolean(),
});

export const TeamQuery = z.strictObject({ managerId: Id.optional() });

/** The team of a manager (or, for an admin without one chosen, the whole organisation), with the changes awaiting the caller. */
export const Team = z.object({
  scope: z.enum(['team', 'organisation']),
  manager: Named.nullable(),
  /** The people an admin may pick as the manager whose team is shown (those with reports); empty for a manager. */
  managers: z.array(Named),
  members: z.array(TeamMember),
  currency: Currency,
  approvalThresholdMinor: Cents,
  awaitingDecision: z.array(BudgetChange),
});

/** A spend (negative) or refund (positive) of credits, with the order it paid. */
export const CreditSpend = z.object({
  id: Id,
  person: Named,
  amountMinor: z.int(),
  currency: Currency,
  at: Timestamp,
  order: z
    .object({
      id: Id,
      number: z.int().min(1),
      kind: text(),
      status: text(),
      lines: z.array(z.object({ name: text(), quantity: z.int().min(1) })),
    })
    .nullable(),
});

export const PersonCredits = z.object({
  person: z.object({ id: Id, name: text(), email: Email, role: Role, team: text().nullable(), manager: Named.nullable() }),
  current: CreditBudget.nullable(),
  /** Every period, the latest first. */
  budgets: z.array(CreditBudget),
  changes: z.array(BudgetChange),
  spending: z.array(CreditSpend),
  currency: Currency,
  approvalThresholdMinor: Cents,
});

export const SetBudgetRequest = z.strictObject({
  amountMinor: Cents,
  reason: text().trim().max(500).nullable().default(null),
});

export const DecideBudgetChangeRequest = z.strictObject({
  decision: z.enum(BUDGET_DECISIONS),
  version: Version,
  note: text().trim().max(500).nullable().default(null),
});

export const TeamExpensesQuery = z.strictObject({
  from: Month.optional(),
  to: Month.optional(),
  managerId: Id.optional(),
  personId: Id.optional(),
});

/** What the team spent credits on: per person and month, their totals, and every spend of the period. */
export const TeamExpenses = z.object({
  currency: Currency,
  people: z.array(Named),
  months: z.array(z.object({ personId: Id, month: Month, spentMinor: z.int(), orders: z.int().min(0) })),
  totals: z.array(z.object({ personId: Id, spentMinor: z.int(), orders: z.int().min(0) })),
  totalMinor: z.int(),
  entries: z.array(CreditSpend),
});
