import * as routes from '../../../../../contract/apps/people/routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { InvitationLinkGateway, OnboardingGateway } from '../../application/ports/onboarding-gateway';

const createOnboardingGateway = gatewayOf<OnboardingGateway>({
  options: call(routes.getInvitationOptions),
  invite: call(routes.createInvitation),
  invitations: call(routes.listInvitations),
  resend: call(routes.resendInvitation, (id: string, version: number) => ({ params: { id }, body: { version } })),
  revoke: call(routes.revokeInvitation, (id: string, version: number) => ({ params: { id }, body: { version } })),
  hires: call(routes.listHires),
  hire: call(routes.getHire),
  tick: call(routes.tickHireCheck, (id: string, item: string, done: boolean) => ({ params: { id, item }, body: { done } })),
  orderKit: call(routes.orderHireKit),
});

const createInvitationLinkGateway = gatewayOf<InvitationLinkGateway>({
  view: call(routes.getPublicInvitation),
  accept: call(routes.acceptInvitation),
});

/** Onboard's and the invitation page's gateways, loaded with their contract schemas on the first call. */
export function createOnboardingGateways(client: ContractClient) {
  return { onboarding: createOnboardingGateway(client), invitationLink: createInvitationLinkGateway(client) };
}
