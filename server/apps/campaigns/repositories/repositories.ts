import type { Db } from '../../../db/database';
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

export type CampaignRepositories = ReturnType<typeof campaignsRepositoriesOf>;
