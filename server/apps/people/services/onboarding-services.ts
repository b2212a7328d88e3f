import { InvitationLinkService } from './invitation-link-service';
import { InvitationService } from './invitation-service';
import { KitOrders } from './kit-order-job';
import { OnboardingService } from './onboarding-service';
import type { PeopleDeps } from './service-deps';

/** Invitations and Onboard's services, over one kit-order planner. */
export function onboardingServicesOf(deps: PeopleDeps) {
  const kitOrders = new KitOrders(deps);
  return {
    invitations: new InvitationService(deps),
    invitationLinks: new InvitationLinkService(deps, kitOrders),
    onboarding: new OnboardingService(deps, kitOrders),
    kitOrders,
  };
}
