import { campaignPaths } from '../../../../src/apps/campaigns/domain/campaign-paths';
import type { PersonSummaryLine } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';

/** The campaigns a person is in, of every kind, and how many still run, linked to the newest one's details; none when they are in none. */
export async function campaignsPersonSummary(repos: CampaignRepositories, organisationId: string, personId: string): Promise<PersonSummaryLine[]> {
  const memberships = await repos.own.people.membershipsOf(organisationId, personId);
  const newest = memberships[0]?.campaign;
  if (!newest) return [];
  return [
    {
      key: 'campaigns',
      appSlug: newest.kind,
      count: memberships.length,
      open: memberships.filter(({ campaign }) => campaign.status === 'active').length,
      amountMinor: null,
      currency: null,
      href: campaignPaths(newest.kind).details(newest.id),
    },
  ];
}
