import { bigint, integer, text, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalDecision } from '../../../src/domain/approvals/approval-rules';
import { at } from './columns';
import { organisations, users } from './organisations';

/** The organisation a row belongs to, which every app's table has: the row goes with its organisation. */
export const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

/** The member a row is of (a wallet, a credit budget): it goes with them. */
export const personId = () =>
  uuid('person_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** An amount of money in minor units, read as a JavaScript number. */
export const minor = (name: string) => bigint(name, { mode: 'number' });

/** One approver's decision on one step, beside the column naming what it decides (a ticket, an order). */
export const approvalVoteColumns = () => ({
  step: integer('step').notNull(),
  approverId: uuid('approver_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  decision: text('decision').$type<ApprovalDecision>().notNull(),
  reason: text('reason'),
  at: at('at').notNull(),
});
