import { defineServerApp } from '../../kernel';
import { campaignsRepositoriesOf } from './repositories/repositories';
import { mountCampaignRoutes } from './routes/mount-routes';
import { seedCampaignsDemo } from './seed/campaigns-seed';
import { campaignProgress } from './services/campaign-progress';
import { CAMPAIGN_MAIL_JOB, REMINDER_JOB } from './services/campaign-reminders';
import { leaverRecovery } from './services/leaver-recovery';
import { campaignsPersonSummary } from './services/person-summary';
import { createCampaignServices, type CampaignServices } from './services/services';

/** The job kinds of campaigns on the kernel's queue: each step of a reminder round, and the mails the steps queue. */
function campaignJobs({ reminders }: CampaignServices) {
  return {
    [REMINDER_JOB]: (payload: unknown) => reminders.runStep(payload),
    [CAMPAIGN_MAIL_JOB]: (payload: unknown) => reminders.deliver(payload),
  };
}

/** The lifecycle campaigns on the server: Refresh Buy, Refresh Go, Recover and Loop, with their public pages and reminders. */
export const campaignsServer = defineServerApp({
  id: 'campaigns',
  uses: ['assetLifecycle', 'deviceKits', 'places', 'shipments', 'webhookEvents'],
  repositories: campaignsRepositoriesOf,
  services: createCampaignServices,
  mount: mountCampaignRoutes,
  jobs: campaignJobs,
  seedDemo: seedCampaignsDemo,
  personSummary: campaignsPersonSummary,
  provides: (repositoriesIn, deps) => {
    let services: CampaignServices | null = null;
    const campaigns = () => (services ??= createCampaignServices(deps())).campaigns;
    return { recoveryCampaigns: leaverRecovery(repositoriesIn, campaigns, () => deps().now()), campaignProgress: campaignProgress(repositoriesIn) };
  },
});
