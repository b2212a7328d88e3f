import type { WebhookEventsPort } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignRow } from '../repositories/campaign-repository';

/**
 * A campaign goes live (campaign.launched) when it becomes active for the first time: made on or after its contact
 * date, started by an admin, its contact date moved to today, or its first invitation sent. Reopening a closed one is
 * no launch.
 */
export async function announceLaunch(webhookEvents: WebhookEventsPort, repos: CampaignRepositories, campaign: CampaignRow, at: Date): Promise<void> {
  const data = { id: campaign.id, name: campaign.name, kind: campaign.kind, launchedAt: at.toISOString() };
  await webhookEvents.emit(repos, campaign.organisationId, { type: 'campaign.launched', data }, at);
}
