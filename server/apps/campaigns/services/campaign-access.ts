import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { notFound } from '../../../problems';
import type { Repositories } from '../../../repositories';
import type { StaffPrincipal } from '../../../principal';
import { auditBy, type AuditEvent } from '../../../services/audit';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';


/** The campaign of this kind in the caller's organisation; any other answers 404, as if it did not exist. */
export async function campaignOf(repos: Repositories, principal: StaffPrincipal, kind: CampaignKind, id: string): Promise<CampaignRow> {
  const campaign = await repos.campaigns.campaigns.find(principal.organisationId, id);
  if (!campaign || campaign.kind !== kind) throw notFound('campaign');
  return campaign;
}

export async function personOf(repos: Repositories, campaign: CampaignRow, personId: string): Promise<CampaignPersonRow> {
  const person = await repos.campaigns.people.find(campaign.organisationId, campaign.id, personId);
  if (!person) throw notFound('person');
  return person;
}

/** Every change of a campaign lands in the trail under its kind's app. */
export function campaignAudit(principal: StaffPrincipal, kind: CampaignKind, event: Omit<AuditEvent, 'appSlug'>) {
  return auditBy(principal, { ...event, appSlug: kind });
}
