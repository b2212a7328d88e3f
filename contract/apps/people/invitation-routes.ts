import { appRoute, defineRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { ONBOARD_SLUG, TEAM_SUITE_SLUG } from '../../../src/apps/people/domain/slug';
import {
  AcceptedInvitation,
  AcceptInvitationRequest,
  CreateInvitationRequest,
  InvitationList,
  InvitationListQuery,
  InvitationOptions,
  InvitationTokenParams,
  InvitationVersion,
  PublicInvitation,
  SentInvitation,
} from './invitation-schemas';

/** Team Manager's send-invitation form: what it offers, and the invitation it sends. */
export const getInvitationOptions = appRoute(TEAM_SUITE_SLUG, {
  id: 'getInvitationOptions',
  method: 'GET',
  path: '/team-suite/invitation-options',
  summary: 'What an invitation may offer: the Device Hub kits, the sites and the people who may be the manager',
  success: json(InvitationOptions),
  problems: [403],
});
export const createInvitation = appRoute(TEAM_SUITE_SLUG, {
  id: 'createInvitation',
  method: 'POST',
  path: '/team-suite/invitations',
  summary: 'Invite a person to join the portal (a hire, with a start date and kits offered): mailed in their language',
  request: { body: CreateInvitationRequest },
  success: json(SentInvitation, 201),
  problems: [403, 409, 422],
});

/** Onboard's list of invitations, and the inviter's resend and revoke. */
export const listInvitations = appRoute(ONBOARD_SLUG, {
  id: 'listInvitations',
  method: 'GET',
  path: '/onboard/invitations',
  summary: 'Invitations by status (pending, accepted, expired, revoked): all for an admin, their own for a manager',
  request: { query: InvitationListQuery },
  success: json(InvitationList),
  problems: [403],
});
export const resendInvitation = appRoute(ONBOARD_SLUG, {
  id: 'resendInvitation',
  method: 'POST',
  path: '/onboard/invitations/:id/resend',
  summary: 'Mail a new link (the old one stops working) with a new expiry',
  request: { ...byId, body: InvitationVersion },
  success: json(SentInvitation),
  problems: [403, 404, 409],
});
export const revokeInvitation = appRoute(ONBOARD_SLUG, {
  id: 'revokeInvitation',
  method: 'POST',
  path: '/onboard/invitations/:id/revoke',
  summary: 'Withdraw an invitation: its link answers as an unknown one from now on',
  request: { ...byId, body: InvitationVersion },
  success: json(SentInvitation.shape.invitation),
  problems: [403, 404, 409],
});

/** 404 alike for an unknown, expired, revoked or used link: a link tells nothing of why it does not work. */
const linkProblems = [404];

export const getPublicInvitation = defineRoute({
  id: 'getPublicInvitation',
  method: 'GET',
  path: '/public/invitations/:token',
  summary: 'An invitation by its link: who invited, the role, the start date, the kits to choose from',
  tag: 'Onboard (public)',
  audience: 'public',
  request: { params: InvitationTokenParams },
  success: json(PublicInvitation),
  problems: linkProblems,
});
export const acceptInvitation = defineRoute({
  id: 'acceptInvitation',
  method: 'POST',
  path: '/public/invitations/:token/acceptance',
  summary: 'Set up the account, pick the kit and confirm where it goes: the link is used up',
  tag: 'Onboard (public)',
  audience: 'public',
  request: { params: InvitationTokenParams, body: AcceptInvitationRequest },
  success: json(AcceptedInvitation),
  problems: [...linkProblems, 409, 422],
});

export const invitationRoutes = [getInvitationOptions, createInvitation, listInvitations, resendInvitation, revokeInvitation, getPublicInvitation, acceptInvitation] as const;
