import { ADMIN_ROLES } from './common';
import { defineRoute, json } from './descriptor';
import { JobItem, JobList, JobListQuery, JobParams } from './jobs';

export const listJobs = defineRoute({
  id: 'listJobs',
  method: 'GET',
  path: '/admin/jobs',
  summary: "The organisation's background jobs of one state, dead letters by default (admins)",
  tag: 'Jobs',
  roles: ADMIN_ROLES,
  request: { query: JobListQuery },
  success: json(JobList),
  problems: [403],
});

export const retryJob = defineRoute({
  id: 'retryJob',
  method: 'POST',
  path: '/admin/jobs/:id/retry',
  summary: 'Queue a dead job again with a fresh set of attempts (admins)',
  tag: 'Jobs',
  roles: ADMIN_ROLES,
  request: { params: JobParams },
  success: json(JobItem),
  problems: [403, 404],
});

export const jobRoutes = [listJobs, retryJob] as const;
