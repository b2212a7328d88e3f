import type { AppDeps } from '../../../kernel';
import type { AuditOwnRepositories } from '../repositories/audit-round-repositories';

/**
 * What the physical audits reach: their rounds, the fleet (Manage's, which moves an asset "here"), the sites of
 * Locations, the audit interval of Manage Configure and the service desk that opens a ticket for a failed item.
 */
export type AuditRoundDeps = AppDeps<AuditOwnRepositories, 'assetLifecycle' | 'places' | 'auditPolicy' | 'serviceTickets'>;
