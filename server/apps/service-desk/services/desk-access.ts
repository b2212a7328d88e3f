import { isAdminRole } from '../../../../contract/common';
import { forbidden, type StaffPrincipal } from '../../../kernel';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import type { TicketScope } from '../repositories/ticket-query';

/** What a signed-in person is at the desk: their teams, and whether they see every ticket or configure the desk. */
export interface DeskViewer {
  readonly userId: string;
  readonly teamIds: readonly string[];
  /** Team leads, desk admins and organisation admins see every ticket of the organisation. */
  readonly seesAll: boolean;
  /** Desk admins and organisation admins change the desk's configuration. */
  readonly mayConfigure: boolean;
  /** Whether they work the desk at all (a member of some team, or an organisation admin). */
  readonly isAgent: boolean;
}

export async function deskViewerOf(repos: ServiceDeskRepositories, principal: StaffPrincipal): Promise<DeskViewer> {
  const roles = await repos.own.teams.rolesOf(principal.organisationId, principal.userId);
  const orgAdmin = isAdminRole(principal.role);
  return {
    userId: principal.userId,
    teamIds: roles.map((role) => role.teamId),
    seesAll: orgAdmin || roles.some((role) => role.role !== 'agent'),
    mayConfigure: orgAdmin || roles.some((role) => role.role === 'admin'),
    isAgent: orgAdmin || roles.length > 0 || principal.role === 'agent',
  };
}

/** The tickets an agent's queues hold. */
export function agentScopeOf(viewer: DeskViewer): TicketScope {
  return viewer.seesAll ? { kind: 'all' } : { kind: 'teams', teamIds: viewer.teamIds, userId: viewer.userId };
}

export function requireConfigure(viewer: DeskViewer): void {
  if (!viewer.mayConfigure) throw forbidden('Only desk admins and organisation admins change the desk configuration.');
}
