import type { AppDeps } from '../../../kernel';
import type { CampaignOwnRepositories } from '../repositories/repositories';

/** What the campaigns' use cases reach: the kernel, their repositories, Manage's fleet and the Device Hub's kits. */
export type CampaignDeps = AppDeps<CampaignOwnRepositories, 'assetLifecycle' | 'deviceKits'>;
