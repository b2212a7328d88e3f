import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BUDGET_CHANGE_STATES, type BudgetChangeState } from '../../../../src/apps/people/domain/budget-change';
import { at, createdAt, id, inList, minor, organisationId, personId, users, version } from '../../../kernel-schema';

/**
 * A change of a person's employee-credit budget asked in Team Manager: applied at once, or pending until an approver
 * decides. The budget itself is commerce's (the `employeeCredits` port); this is the request and its decision.
 */
export const budgetChanges = pgTable(
  'people_budget_changes',
  {
    id: id(),
    organisationId: organisationId(),
    personId: personId(),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    /** The budget's amount when the change was asked (null: the person had none). */
    previousMinor: minor('previous_minor'),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    state: text('state').$type<BudgetChangeState>().notNull(),
    /** Who may decide, resolved when it was asked. */
    approverIds: jsonb('approver_ids').$type<string[]>().notNull().default([]),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('people_budget_changes_person_idx').on(t.organisationId, t.personId, t.createdAt),
    index('people_budget_changes_state_idx').on(t.organisationId, t.state),
    check('people_budget_changes_state_check', sql`${t.state} in (${inList(BUDGET_CHANGE_STATES)})`),
    check('people_budget_changes_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);
