import { isAdminRole } from '../../../../contract/common';
import { notFound, type StaffPrincipal } from '../../../kernel';
import type { PeopleRepositories } from '../repositories/repositories';
import type { InvitationRow } from '../repositories/invitation-repository';

/** An admin sees every invitation; anyone else those they sent and those of people who will report to them. */
export const visibleTo = (principal: StaffPrincipal) => (isAdminRole(principal.role) ? undefined : principal.userId);

export const maySee = (principal: StaffPrincipal, row: InvitationRow) =>
  isAdminRole(principal.role) || row.invitedById === principal.userId || row.managerId === principal.userId;

/** The invitation, locked for the change; another's or an unknown one answers 404 alike. */
export async function lockedInvitation(repos: PeopleRepositories, principal: StaffPrincipal, id: string): Promise<InvitationRow> {
  const row = await repos.own.invitations.lock(principal.organisationId, id);
  if (!row || !maySee(principal, row)) throw notFound('invitation');
  return row;
}

/** The invitation to read; another's or an unknown one answers 404 alike. */
export async function visibleInvitation(repos: PeopleRepositories, principal: StaffPrincipal, id: string): Promise<InvitationRow> {
  const row = await repos.own.invitations.find(principal.organisationId, id);
  if (!row || !maySee(principal, row)) throw notFound('invitation');
  return row;
}
