import type { z } from 'zod';
import type { JobItem, JobListQuery } from '../../contract/jobs';
import type { StaffPrincipal } from '../principal';
import { notFound } from '../problems';
import type { JobRow } from '../repositories/job-repository';
import { auditBy } from './audit';
import { pageAnswer } from './page-answer';
import type { ServiceDeps } from './service-deps';

function itemOf(row: JobRow): z.input<typeof JobItem> {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organisation's background jobs, for its admins: the dead letters above all, and a way to try them again. */
export class JobService {
  constructor(private readonly deps: Pick<ServiceDeps, 'store' | 'now' | 'jobs'>) {}

  async list(principal: StaffPrincipal, query: z.output<typeof JobListQuery>) {
    const { rows, total } = await this.deps.store.repos.jobs.list(principal.organisationId, query.state, query);
    return pageAnswer(rows.map(itemOf), total, query);
  }

  async retry(principal: StaffPrincipal, id: string) {
    const { store, now, jobs } = this.deps;
    const row = await store.transaction(async (repos) => {
      const retried = await repos.jobs.retry(principal.organisationId, id, now());
      if (!retried) throw notFound('dead job');
      const { kind, target, lastError } = retried;
      await repos.audit.append(auditBy(principal, { action: 'job.retried', entityType: 'job', entityId: id, before: { kind, target, lastError } }));
      return retried;
    });
    jobs.nudge();
    return itemOf(row);
  }
}
