import type { z } from 'zod';
import type { DueAuditsQuery } from '../../../../contract/apps/audit/audit-round-schemas';
import { DEFAULT_WARNING_DAYS, dueAudits } from '../../../../src/apps/audit/domain/audit-schedule';
import type { StaffPrincipal } from '../../../kernel';
import { auditableFleet, auditAssetOf } from './audit-fleet';
import type { AuditDeps } from './service-deps';

/** Each asset's next audit (its last audit, else its purchase, plus Manage Configure's interval): what is due or overdue. */
export class DueAuditService {
  constructor(private readonly deps: AuditDeps) {}

  async due(principal: StaffPrincipal, query: z.output<typeof DueAuditsQuery>) {
    const { organisationId } = principal;
    const { repos } = this.deps.store;
    const windowDays = query.windowDays ?? DEFAULT_WARNING_DAYS;
    const intervalMonths = await this.deps.auditPolicy.intervalMonths(repos, organisationId);
    if (intervalMonths === null) return { intervalMonths, windowDays, items: [] };
    const fleet = await auditableFleet(this.deps, repos, organisationId);
    const last = await repos.own.rounds.lastAudits(organisationId);
    const today = this.deps.now().toISOString().slice(0, 10);
    const scheduled = fleet.map((asset) => ({ ...asset, lastAudit: last.get(asset.assetId)?.toISOString().slice(0, 10) ?? null }));
    const due = dueAudits(scheduled, intervalMonths, today, windowDays);
    const places = await this.deps.places.placesOf(repos, organisationId, [...new Set(due.flatMap((asset) => (asset.locationId ? [asset.locationId] : [])))]);
    return {
      intervalMonths,
      windowDays,
      items: due.map((asset) => ({ ...auditAssetOf(asset, places), lastAudit: asset.lastAudit, nextAudit: asset.nextAudit, standing: asset.standing })),
    };
  }
}
