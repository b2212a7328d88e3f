import type { z } from 'zod';
import type { AuditExportQuery, AuditListQuery } from '../../../../contract/people';
import { AUDIT_EXPORT_CAP } from '../../../../contract/people';
import type { TrailPeopleQuery, TrailRetentionInput } from '../../../../contract/apps/audit/trail-schemas';
import { AUDIT_TRAIL_SLUG } from '../../../../src/apps/audit/domain/slug';
import { retentionCutoff } from '../../../../src/apps/audit/domain/retention';
import { trailCsv } from '../../../../src/apps/audit/domain/trail-csv';
import { auditBy, auditEntriesOf, pageAnswer, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { AuditDeps } from './service-deps';

const PEOPLE_SHOWN = 20;

/** The trail of every change the portal records, as Audit Manager lists, exports and keeps it. */
export class TrailService {
  constructor(private readonly deps: AuditDeps) {}

  async entries(principal: StaffPrincipal, query: z.output<typeof AuditListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.audit.list(principal.organisationId, query);
    return pageAnswer(await auditEntriesOf(repos, principal.organisationId, rows), total, query);
  }

  async exportCsv(principal: StaffPrincipal, query: z.output<typeof AuditExportQuery>) {
    const { repos } = this.deps.store;
    const rows = await repos.audit.matching(principal.organisationId, query, AUDIT_EXPORT_CAP);
    const day = this.deps.now().toISOString().slice(0, 10);
    return { filename: `audit-trail-${day}.csv`, contentType: 'text/csv; charset=utf-8', content: trailCsv(await auditEntriesOf(repos, principal.organisationId, rows)) };
  }

  async people(principal: StaffPrincipal, query: z.output<typeof TrailPeopleQuery>) {
    const { rows } = await this.deps.store.repos.users.list(principal.organisationId, { page: 1, pageSize: PEOPLE_SHOWN, q: query.q, sort: 'name' });
    return { items: rows.map((row) => ({ id: row.id, name: row.name, email: row.email })) };
  }

  retention(principal: StaffPrincipal) {
    return this.deps.store.repos.own.retention.of(principal.organisationId);
  }

  /** Saves how long entries are kept and removes, at once, those already past it; both are in the trail. */
  async saveRetention(principal: StaffPrincipal, body: z.output<typeof TrailRetentionInput>) {
    const { organisationId } = principal;
    await this.deps.store.transaction(async (repos) => {
      const before = await repos.own.retention.of(organisationId);
      if (!(await repos.own.retention.save(organisationId, body.version, body.retentionMonths, this.deps.now()))) throw staleVersion();
      const event = {
        appSlug: AUDIT_TRAIL_SLUG,
        action: 'audit.retention.updated',
        entityType: 'audit-retention',
        entityId: organisationId,
        before: { retentionMonths: before.retentionMonths },
        after: { retentionMonths: body.retentionMonths },
      };
      await repos.audit.append(auditBy(principal, event));
    });
    if (body.retentionMonths !== null) await this.purge(organisationId, body.retentionMonths);
    return this.retention(principal);
  }

  /** Removes what every organisation's retention has run out for: the background's run. */
  async purgeExpired(): Promise<void> {
    for (const { organisationId, retentionMonths } of await this.deps.store.repos.own.retention.limited()) await this.purge(organisationId, retentionMonths);
  }

  private async purge(organisationId: string, retentionMonths: number): Promise<void> {
    const cutoff = retentionCutoff(this.deps.now(), retentionMonths);
    await this.deps.store.transaction(async (repos) => {
      const removed = await repos.audit.purgeBefore(organisationId, cutoff);
      if (removed === 0) return;
      // The server removed them, not a person: the entry names nobody.
      await repos.audit.append({
        organisationId,
        userId: null,
        impersonatorUserId: null,
        appSlug: AUDIT_TRAIL_SLUG,
        action: 'audit.retention.purged',
        entityType: 'audit-retention',
        entityId: organisationId,
        before: null,
        after: { removed, before: cutoff.toISOString() },
      });
    });
  }
}
