import type { AppRepositories, Db } from '../../../kernel';
import { CampaignLinkRepository } from './campaign-link-repository';
import { CampaignPersonRepository } from './campaign-person-repository';
import { CampaignReminderRepository } from './campaign-reminder-repository';
import { CampaignRepository } from './campaign-repository';
import { RecoverReturnRepository } from './recover-return-repository';
import { LoopRepository } from './loop-repository';
import { RefreshRepository } from './refresh-repository';

/** The repositories of campaigns, each scoped by organisation. A kind adds its own with one line. */
export function campaignsRepositoriesOf(db: Db) {
  return {
    campaigns: new CampaignRepository(db),
    people: new CampaignPersonRepository(db),
    links: new CampaignLinkRepository(db),
    reminders: new CampaignReminderRepository(db),
    recoverReturns: new RecoverReturnRepository(db),
    loop: new LoopRepository(db),
    refresh: new RefreshRepository(db),
  };
}

export type CampaignOwnRepositories = ReturnType<typeof campaignsRepositoriesOf>;

/** What the campaigns' use cases work through, in a transaction or not: the kernel's repositories, and the app's own (`own`). */
export type CampaignRepositories = AppRepositories<CampaignOwnRepositories>;
