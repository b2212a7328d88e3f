import type { AppDeps } from '../../../kernel';
import type { ManageOwnRepositories } from '../repositories/repositories';

/**
 * What Manage's use cases reach: the kernel, Manage's repositories, Locations' sites (where assets and accessories
 * are), the Recover campaigns a leaver's devices come back through, what every app knows of a person, and the webhooks
 * (Integrations) an added or changed asset is told through.
 */
export type ManageDeps = AppDeps<ManageOwnRepositories, 'places' | 'recoveryCampaigns' | 'personSummary' | 'webhookEvents'>;
