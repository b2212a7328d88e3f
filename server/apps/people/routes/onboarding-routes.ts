import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/people/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { InvitationLinkService } from '../services/invitation-link-service';
import type { InvitationService } from '../services/invitation-service';
import type { OnboardingService } from '../services/onboarding-service';

export interface OnboardingServices {
  readonly invitations: InvitationService;
  readonly invitationLinks: InvitationLinkService;
  readonly onboarding: OnboardingService;
}

/** Invitations (Team Manager's form, Onboard's list, the invitee's page) and Onboard's hires. */
export function mountOnboardingRoutes(api: FastifyInstance, guards: Guards, services: OnboardingServices): void {
  const { invitations, invitationLinks, onboarding } = services;
  mountRoute(api, routes.getInvitationOptions, guards, ({ principal }) => invitations.options(principal));
  mountRoute(api, routes.createInvitation, guards, ({ principal, body }) => invitations.create(principal, body));
  mountRoute(api, routes.listInvitations, guards, ({ principal, query }) => invitations.list(principal, query));
  mountRoute(api, routes.resendInvitation, guards, ({ principal, params, body }) => invitations.resend(principal, params.id, body));
  mountRoute(api, routes.revokeInvitation, guards, ({ principal, params, body }) => invitations.revoke(principal, params.id, body));
  mountRoute(api, routes.getPublicInvitation, guards, ({ params }) => invitationLinks.view(params.token));
  mountRoute(api, routes.acceptInvitation, guards, ({ params, body }) => invitationLinks.accept(params.token, body));
  mountRoute(api, routes.listHires, guards, ({ principal, query }) => onboarding.list(principal, query));
  mountRoute(api, routes.getHire, guards, ({ principal, params }) => onboarding.get(principal, params.id));
  mountRoute(api, routes.tickHireCheck, guards, ({ principal, params, body }) => onboarding.tick(principal, params.id, params.item, body.done));
  mountRoute(api, routes.orderHireKit, guards, ({ principal, params }) => onboarding.orderNow(principal, params.id));
}
