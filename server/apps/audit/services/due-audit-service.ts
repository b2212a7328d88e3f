import type { z } from 'zod';
import type { DueAuditsQuery } from '../../../../contract/apps/audit/audit-round-schemas';
import { DEFAULT_WARNING_DAYS, dueAudits } from '../../../../src/apps/audit/domain/audit-schedule';
import { dayInZone } from '../../../../src/domain/calendars/zoned-time';
import { organisationTimeZone, type StaffPrincipal } from '../../../kernel';
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
    const zone = await organisationTimeZone(this.deps.businessCalendars, repos, organisationId);
    const today = dayInZone(this.deps.now(), zone);
    const scheduled = fleet.map((asset) => {
      const audited = last.get(asset.assetId);
      return { ...asset, lastAudit: audited ? dayInZone(audited, zone) : null };
    });
    const due = dueAudits(scheduled, intervalMonths, today, windowDays);
    const places = await this.deps.places.placesOf(repos, organisationId, [...new Set(due.flatMap((asset) => (asset.locationId ? [asset.locationId] : [])))]);
    return {
      intervalMonths,
      windowDays,
      items: due.map((asset) => ({ ...auditAssetOf(asset, places), lastAudit: asset.lastAudit, nextAudit: asset.nextAudit, standing: asset.standing })),
    };
  }
}
