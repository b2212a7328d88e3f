import type { z } from 'zod';
import type { AuditListQuery } from '../../../../contract/people';
import { auditEntriesOf, pageAnswer, type StaffPrincipal } from '../../../kernel';
import type { AuditDeps } from './service-deps';

/** The trail of every change the portal records, as Audit Manager lists it. */
export class TrailService {
  constructor(private readonly deps: AuditDeps) {}

  async entries(principal: StaffPrincipal, query: z.output<typeof AuditListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.audit.list(principal.organisationId, query);
    return pageAnswer(await auditEntriesOf(repos, principal.organisationId, rows), total, query);
  }
}
