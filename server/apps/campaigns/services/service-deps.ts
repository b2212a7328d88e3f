import type { AppDeps } from '../../../kernel';
import type { CampaignOwnRepositories } from '../repositories/repositories';

/**
 * What the campaigns' use cases reach: the kernel, their repositories, Manage's fleet, the Device Hub's kits, Locations'
 * sites, Shipping Label's shipments (Recover's pickups) and Integrations' webhook events (campaign.launched).
 */
export type CampaignDeps = AppDeps<CampaignOwnRepositories, 'assetLifecycle' | 'deviceKits' | 'places' | 'shipments' | 'webhookEvents'>;
