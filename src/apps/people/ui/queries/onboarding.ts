import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { INVITATION_LINK_GATEWAY, ONBOARDING_GATEWAY, type Acceptance, type HireQuery, type InvitationLinkGateway, type InvitationQuery, type NewInvitation, type OnboardingGateway } from '../../application/ports/onboarding-gateway';
import type { ChecklistItem } from '../../domain/onboarding-progress';

const KEY = 'people-onboarding';

const useGateway = () => useService<OnboardingGateway>(ONBOARDING_GATEWAY);

export function useInvitationOptions() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'options'], queryFn: () => gateway.options() });
}

export function useInvitations(query: InvitationQuery) {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'invitations', query], queryFn: () => gateway.invitations(query), placeholderData: keepPreviousData });
}

export function useHires(query: HireQuery) {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'hires', query], queryFn: () => gateway.hires(query), placeholderData: keepPreviousData });
}

export function useHire(id: string) {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'hire', id], queryFn: () => gateway.hire(id) });
}

/** Every change of an invitation or hire refreshes Onboard's lists and pages. */
function useOnboardingChange<Args extends unknown[], T>(run: (gateway: OnboardingGateway, ...args: Args) => Promise<T>) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({ mutationFn: (args: Args) => run(gateway, ...args), onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

export const useInvite = () => useOnboardingChange((gateway, invitation: NewInvitation) => gateway.invite(invitation));
export const useResend = () => useOnboardingChange((gateway, id: string, version: number) => gateway.resend(id, version));
export const useRevoke = () => useOnboardingChange((gateway, id: string, version: number) => gateway.revoke(id, version));
export const useTick = () => useOnboardingChange((gateway, id: string, item: ChecklistItem, done: boolean) => gateway.tick(id, item, done));
export const useOrderKit = () => useOnboardingChange((gateway, id: string) => gateway.orderKit(id));

export function usePublicInvitation(token: string) {
  const gateway = useService<InvitationLinkGateway>(INVITATION_LINK_GATEWAY);
  return useQuery({ queryKey: [KEY, 'link', token], queryFn: () => gateway.view(token), retry: false });
}

export function useAccept(token: string) {
  const gateway = useService<InvitationLinkGateway>(INVITATION_LINK_GATEWAY);
  return useMutation({ mutationFn: (acceptance: Acceptance) => gateway.accept(token, acceptance) });
}
