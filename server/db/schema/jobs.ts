import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { JobStates, type JobState } from '../../../contract/jobs';
import { at, id } from './columns';
import { organisations } from './organisations';
import { inList } from './sql-list';

/**
 * The durable job queue: a worker claims due rows with FOR UPDATE SKIP LOCKED and holds them under a lease, so a
 * job outlives a restart and a crashed worker's job is taken up again once its lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Whose admins see the job; null for work of no organisation (a code mailed to an external visitor). */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    target: text('target'),
    /** Null once done: a mail's text may carry a one-time code, which must not outlive its delivery. */
    payload: jsonb('payload'),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Attempts started; also the claim's fencing token, so a worker whose lease expired cannot settle a newer attempt. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: at('run_at').notNull(),
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} in (${inList(JobStates)})`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1 and ${t.attempts} >= 0`),
    index('jobs_due_idx').on(t.state, t.runAt),
    index('jobs_organisation_idx').on(t.organisationId, t.state, t.updatedAt),
  ],
);
