import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { auditBy, notFound, type AuditEvent, type StaffPrincipal } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';


/** The campaign of this kind in the caller's organisation; any other answers 404, as if it did not exist. */
export async function campaignOf(repos: CampaignRepositories, principal: StaffPrincipal, kind: CampaignKind, id: string): Promise<CampaignRow> {
  const campaign = await repos.own.campaigns.find(principal.organisationId, id);
  if (!campaign || campaign.kind !== kind) throw notFound('campaign');
  return campaign;
}

export async function personOf(repos: CampaignRepositories, campaign: CampaignRow, personId: string): Promise<CampaignPersonRow> {
  const person = await repos.own.people.find(campaign.organisationId, campaign.id, personId);
  if (!person) throw notFound('person');
  return person;
}

/** Every change of a campaign lands in the trail under its kind's app. */
export function campaignAudit(principal: StaffPrincipal, kind: CampaignKind, event: Omit<AuditEvent, 'appSlug'>) {
  return auditBy(principal, { ...event, appSlug: kind });
}
