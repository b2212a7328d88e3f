import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { REFRESH_GATEWAY, REFRESH_PUBLIC_GATEWAY, type RefreshGateway, type RefreshPublicGateway, type RefreshGoStart } from '../../application/ports/refresh-gateway';
import type { ConditionAnswers } from '../../domain/refresh-condition';
import type { ChargeMethod } from '../../domain/refresh-offer';
import { CAMPAIGNS_KEY, useCampaignMutation } from './campaign-queries';

const diagnosticKey = (link: string) => [CAMPAIGNS_KEY, 'refresh-diagnostic', link] as const;

function usePublicGateway() {
  return useService<RefreshPublicGateway>(REFRESH_PUBLIC_GATEWAY);
}

/** A failed link (404, 410) is not tried again: asking again gives the same answer. */
export function useRefreshDiagnostic(link: string) {
  const gateway = usePublicGateway();
  return useQuery({ queryKey: diagnosticKey(link), queryFn: () => gateway.diagnostic(link), retry: false });
}

/** Every change answers with the whole page, which replaces the one shown. */
function useDiagnosticChange<Input>(link: string, change: (gateway: RefreshPublicGateway, input: Input) => ReturnType<RefreshPublicGateway['diagnostic']>) {
  const gateway = usePublicGateway();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: Input) => change(gateway, input), onSuccess: (page) => client.setQueryData(diagnosticKey(link), page) });
}

export function useAnswerDiagnostic(link: string) {
  return useDiagnosticChange(link, (gateway, { deviceId, answers }: { deviceId: string; answers: ConditionAnswers }) => gateway.answer(link, deviceId, answers));
}

export function useAcceptOffer(link: string) {
  return useDiagnosticChange(link, (gateway, { deviceId, chargeMethod }: { deviceId: string; chargeMethod: ChargeMethod }) => gateway.accept(link, deviceId, chargeMethod));
}

export function useDeclineOffer(link: string) {
  return useDiagnosticChange(link, (gateway, deviceId: string) => gateway.decline(link, deviceId));
}

export function useRefreshGoPage(link: string) {
  const gateway = usePublicGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, 'refresh-go-page', link], queryFn: () => gateway.goPage(link), retry: false });
}

export function useStartRefreshGo(link: string) {
  const gateway = usePublicGateway();
  return useMutation({ mutationFn: (start: RefreshGoStart) => gateway.startGo(link, start) });
}

function useRefreshGateway() {
  return useService<RefreshGateway>(REFRESH_GATEWAY);
}

/** The details page's Refresh Buy columns, fetched anew with every other campaign query. */
export function useRefreshDiagnostics(campaignId: string) {
  const gateway = useRefreshGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, 'refresh-buy', 'diagnostics', campaignId], queryFn: () => gateway.diagnostics(campaignId) });
}

export function useShareLink(campaignId: string) {
  const gateway = useRefreshGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, 'refresh-go', 'share-link', campaignId], queryFn: () => gateway.shareLink(campaignId) });
}

export function useIssueShareLink(campaignId: string) {
  const gateway = useRefreshGateway();
  return useCampaignMutation(() => gateway.issueShareLink(campaignId));
}

/** Where a person's kit may be sent, for the order dialog. */
export function useDeliveryPlaces() {
  const gateway = useRefreshGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, 'refresh-go', 'delivery-places'], queryFn: () => gateway.deliveryPlaces() });
}

export function useOrderKit(campaignId: string, personId: string) {
  const gateway = useRefreshGateway();
  return useCampaignMutation((request: { placeId: string; version: number }) => gateway.orderKit(campaignId, personId, request));
}

/** The Device Hub's kits, for the wizard's Refresh Go step. */
export function useOfferableKits() {
  const gateway = useRefreshGateway();
  return useQuery({ queryKey: [CAMPAIGNS_KEY, 'refresh-go', 'kits'], queryFn: () => gateway.kits() });
}
