import type { AppDeps } from '../../../kernel';
import type { CampaignOwnRepositories } from '../repositories/repositories';

/**
 * What the campaigns' use cases reach: the kernel, their repositories, Manage's fleet, the Device Hub's kits, Locations'
 * sites and Shipping Label's shipments (Recover's pickups).
 */
export type CampaignDeps = AppDeps<CampaignOwnRepositories, 'assetLifecycle' | 'deviceKits' | 'places' | 'shipments'>;
