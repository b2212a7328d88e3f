import type { AppDeps } from '../../../kernel';
import type { AuditOwnRepositories } from '../repositories/repositories';

/**
 * What Audit Manager's use cases reach: the kernel's trail, their own retention and rounds, the fleet (Manage's, which
 * moves an asset "here"), the sites of Locations, the audit interval of Manage Configure and the service desk that
 * opens a ticket for a failed item, and the organisation's time zone (its days: what is due today).
 */
export type AuditDeps = AppDeps<AuditOwnRepositories, 'assetLifecycle' | 'places' | 'auditPolicy' | 'serviceTickets' | 'businessCalendars'>;
