import type { AppDeps } from '../../../kernel';
import type { ManageOwnRepositories } from '../repositories/repositories';

/**
 * What Manage's use cases reach: the kernel, Manage's repositories, Locations' sites (where assets and accessories
 * are), the Recover campaigns a leaver's devices come back through, what every app knows of a person, Manage Orders
 * (kept by commerce), where Bulk Upload places an orders file, and the webhooks (Integrations) an added or changed
 * asset is told through.
 */
export type ManageDeps = AppDeps<ManageOwnRepositories, 'places' | 'recoveryCampaigns' | 'personSummary' | 'orderImports' | 'webhookEvents'>;
