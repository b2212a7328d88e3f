import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, minor, organisationId, personId, version } from '../../../kernel-schema';

/** What a person may spend in the shops between two days (inclusive), as an admin set it. */
export const commerceCreditBudgets = pgTable(
  'commerce_credit_budgets',
  {
    id: id(),
    organisationId: organisationId(),
    personId: personId(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('commerce_credit_budgets_period_unique').on(t.organisationId, t.personId, t.startsOn),
    check('commerce_credit_budgets_amount_check', sql`${t.amountMinor} >= 0`),
    check('commerce_credit_budgets_period_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Spending (negative) and refunds (positive) against a budget; what is left is the budget plus their sum. */
export const commerceCreditEntries = pgTable(
  'commerce_credit_entries',
  {
    id: id(),
    organisationId: organisationId(),
    personId: personId(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => commerceCreditBudgets.id, { onDelete: 'cascade' }),
    amountMinor: minor('amount_minor').notNull(),
    orderId: uuid('order_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commerce_credit_entries_key_unique').on(t.organisationId, t.idempotencyKey),
    index('commerce_credit_entries_budget_idx').on(t.budgetId),
    check('commerce_credit_entries_amount_check', sql`${t.amountMinor} <> 0`),
  ],
);
