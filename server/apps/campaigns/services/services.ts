import type { CampaignDeps } from './service-deps';
import { CampaignLinks } from './campaign-links';
import { CampaignPeopleService } from './campaign-people-service';
import { CampaignReminders } from './campaign-reminders';
import { CampaignService } from './campaign-service';
import { RecoverService } from './recover-service';
import { RefreshBuyService } from './refresh-buy-service';
import { RefreshGoKitOrders } from './refresh-go-kit-orders';
import { RefreshGoService } from './refresh-go-service';
import { LoopService } from './loop-service';

/** The use cases of campaigns: the pattern every kind shares, then each kind's own (one line each). */
export function createCampaignServices(deps: CampaignDeps) {
  const links = new CampaignLinks(deps);
  const reminders = new CampaignReminders(deps, links);
  const people = new CampaignPeopleService(deps, links, reminders);
  return {
    links,
    reminders,
    people,
    campaigns: new CampaignService(deps, people, links, reminders),
    recover: new RecoverService(deps, people, links, reminders),
    refreshBuy: new RefreshBuyService(deps, links),
    refreshGo: new RefreshGoService(deps, people, reminders),
    refreshGoOrders: new RefreshGoKitOrders(deps, people),
    loop: new LoopService(deps),
  };
}

export type CampaignServices = ReturnType<typeof createCampaignServices>;
