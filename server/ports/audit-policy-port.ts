import type { Repositories } from '../repositories';

/**
 * How often the organisation audits its assets, kept by Manage Configure, for the Audit Manager (which schedules each
 * asset's next audit at its last audit plus this interval: `nextAuditDate` of its domain).
 */
export interface AuditPolicyPort {
  /** Months between audits; null while the organisation has set none. */
  intervalMonths(repos: Repositories, organisationId: string): Promise<number | null>;
}
