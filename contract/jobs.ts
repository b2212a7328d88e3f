import * as z from 'zod';
import { text } from './text';
import { Id, Timestamp } from './common';
import { listAnswer, MAX_PAGE_SIZE } from './list';

/** A job waits (queued), runs under a lease (running), succeeded (done), or used up its attempts (dead). */
export const JobStates = ['queued', 'running', 'done', 'dead'] as const;
export const JobState = z.enum(JobStates);
export type JobState = z.infer<typeof JobState>;

export const JobParams = z.strictObject({ id: Id });

/** Admins look at the dead letters first: `state` defaults to dead, newest failure first. */
export const JobListQuery = z.strictObject({
  state: JobState.default('dead'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});

/** A job as an admin sees it: never its payload, which may carry a one-time code. */
export const JobItem = z.object({
  id: Id,
  kind: text(),
  /** What the job acts on, e.g. a mail's recipient. */
  target: text().nullable(),
  state: JobState,
  attempts: z.int().min(0),
  maxAttempts: z.int().min(1),
  runAt: Timestamp,
  lastError: text().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type JobItem = z.infer<typeof JobItem>;

export const JobList = listAnswer(JobItem);
