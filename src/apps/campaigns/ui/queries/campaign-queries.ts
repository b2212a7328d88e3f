import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import { CAMPAIGNS_GATEWAY, type CampaignsGateway } from '../../application/ports/campaigns-gateway';
import type { CampaignDetail, CampaignListRequest, CandidateQuery, PersonListRequest } from '../../application/ports/campaign-views';
import type { CampaignKind } from '../../domain/campaign-kind';

/** Every campaign query key starts here, so one change refreshes whatever screen shows what it touched. */
export const CAMPAIGNS_KEY = 'campaigns';

export function useCampaignsGateway() {
  return useService<CampaignsGateway>(CAMPAIGNS_GATEWAY);
}

/** A campaign change; afterwards every campaign query is fetched anew (lists, details, people). */
export function useCampaignMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  return useRefreshingMutation([CAMPAIGNS_KEY], change);
}

export function useCampaigns(kind: CampaignKind, query: CampaignListRequest) {
  const gateway = useCampaignsGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, kind, 'list', query], queryFn: () => gateway.list(kind, query), placeholderData: keepPreviousData });
}

const campaignKey = (kind: CampaignKind, id: string) => [CAMPAIGNS_KEY, kind, 'campaign', id];

export function useCampaign(kind: CampaignKind, id: string) {
  const gateway = useCampaignsGateway();
  return useQuery({ queryKey: campaignKey(kind, id), queryFn: () => gateway.get(kind, id) });
}

/** Keeps a campaign the server just answered with (the wizard's new one), so its details page shows it at once. */
export function useKeepCampaign() {
  const client = useQueryClient();
  return (campaign: CampaignDetail) => client.setQueryData(campaignKey(campaign.kind, campaign.id), campaign);
}

export function useCampaignPeople(kind: CampaignKind, id: string, query: PersonListRequest) {
  const gateway = useCampaignsGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, kind, 'people', id, query], queryFn: () => gateway.people(kind, id, query), placeholderData: keepPreviousData });
}

export function useCampaignPerson(kind: CampaignKind, id: string, personId: string) {
  const gateway = useCampaignsGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, kind, 'person', id, personId], queryFn: () => gateway.person(kind, id, personId) });
}

/** The wizard's "who": people by name or by the age of their devices, each with what they hold. */
export function useCandidates(kind: CampaignKind, query: CandidateQuery) {
  const gateway = useCampaignsGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, kind, 'candidates', query], queryFn: () => gateway.candidates(kind, query), placeholderData: keepPreviousData });
}
