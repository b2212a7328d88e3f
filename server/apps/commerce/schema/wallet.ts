import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_STATES, type WithdrawalState } from '../../../../contract/apps/commerce/wallet-schemas';
import { at, createdAt, id, inList, minor, organisationId, personId, users, version } from '../../../kernel-schema';

/**
 * One row per person's wallet: its currency and current balance. Every append locks this row first, so the
 * appends of one person run one after another and each sees the balance the last one left.
 */
export const commerceWallets = pgTable(
  'commerce_wallets',
  {
    organisationId: organisationId(),
    personId: personId(),
    currency: text('currency').notNull(),
    balanceMinor: minor('balance_minor').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.personId] }),
    check('commerce_wallets_balance_check', sql`${t.balanceMinor} >= 0`),
  ],
);

/** The ledger: appended only (migration 0012's trigger refuses UPDATE and DELETE); the sum of a person's amounts is their balance. */
export const commerceWalletEntries = pgTable(
  'commerce_wallet_entries',
  {
    id: id(),
    organisationId: organisationId(),
    personId: personId(),
    /** Signed: credits positive, debits negative; never zero. */
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** The order it paid for or refunded; no foreign key, orders are another area's table. */
    orderId: uuid('order_id'),
    /** The withdrawal it holds or releases. */
    withdrawalId: uuid('withdrawal_id'),
    balanceAfterMinor: minor('balance_after_minor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who wrote it: an admin's top-up, the person's own order; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commerce_wallet_entries_key_unique').on(t.organisationId, t.idempotencyKey),
    index('commerce_wallet_entries_person_idx').on(t.organisationId, t.personId, t.createdAt),
    index('commerce_wallet_entries_order_idx').on(t.organisationId, t.orderId),
    check('commerce_wallet_entries_amount_check', sql`${t.amountMinor} <> 0`),
    check('commerce_wallet_entries_balance_check', sql`${t.balanceAfterMinor} >= 0`),
  ],
);

/** A request to pay out wallet money: its amount is held (a debit) when asked, released (a credit) when declined. */
export const commerceWalletWithdrawals = pgTable(
  'commerce_wallet_withdrawals',
  {
    id: id(),
    organisationId: organisationId(),
    personId: personId(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull().default(''),
    state: text('state').$type<WithdrawalState>().notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note').notNull().default(''),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('commerce_wallet_withdrawals_state_idx').on(t.organisationId, t.state, t.createdAt),
    index('commerce_wallet_withdrawals_person_idx').on(t.organisationId, t.personId, t.createdAt),
    check('commerce_wallet_withdrawals_amount_check', sql`${t.amountMinor} > 0`),
    check('commerce_wallet_withdrawals_state_check', sql`${t.state} in (${inList(WITHDRAWAL_STATES)})`),
  ],
);
