import type { z } from 'zod';
import type { AuditListQuery, UserListQuery } from '../../contract/people';
import type { StaffPrincipal } from '../principal';
import { auditEntriesOf } from './audit-entries';
import { pageAnswer } from './page-answer';
import type { ServiceDeps } from './service-deps';

export class PeopleService {
  constructor(private readonly deps: Pick<ServiceDeps, 'store'>) {}

  async users(principal: StaffPrincipal, query: z.output<typeof UserListQuery>) {
    const { rows, total } = await this.deps.store.repos.users.list(principal.organisationId, query);
    const items = rows.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      version: user.version,
    }));
    return pageAnswer(items, total, query);
  }

  async auditLog(principal: StaffPrincipal, query: z.output<typeof AuditListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.audit.list(principal.organisationId, query);
    return pageAnswer(await auditEntriesOf(repos, principal.organisationId, rows), total, query);
  }
}
