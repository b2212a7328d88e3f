import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/**
 * Whether `managerId` may become the manager of `userId`: nobody manages themselves, and nobody may be placed under
 * one of their own reports (`chainAboveManager` is the manager's own managers, upwards), which would make a loop in
 * which nobody is at the top.
 */
export function managerChoice(userId: string, managerId: string | null, chainAboveManager: readonly string[]): Decision<string | null> {
  if (managerId === null) return allow(null);
  if (managerId === userId) return refuse('manager-self', 'Nobody is their own manager.');
  if (chainAboveManager.includes(userId)) return refuse('manager-cycle', 'This manager reports to the person, directly or through others: that would make a loop.');
  return allow(managerId);
}

export interface AccountChange {
  readonly actorId: string;
  readonly targetId: string;
  /** Whether the person is an admin before the change, and will be one after it (active, with an admin role). */
  readonly adminBefore: boolean;
  readonly adminAfter: boolean;
  /** Active admins other than the people being changed. */
  readonly otherActiveAdmins: number;
}

/**
 * An admin may not lock themselves out (deactivate, or drop their own admin role), and the organisation always keeps
 * one active admin: the last one cannot be deactivated or demoted.
 */
export function accountChange(change: AccountChange, deactivating: boolean): Decision<true> {
  if (deactivating && change.actorId === change.targetId) return refuse('deactivate-self', 'You cannot deactivate yourself.');
  if (change.adminBefore && !change.adminAfter) {
    if (change.actorId === change.targetId) return refuse('demote-self', 'You cannot remove your own admin role.');
    if (change.otherActiveAdmins === 0) return refuse('last-admin', 'The organisation needs at least one active admin.');
  }
  return allow(true);
}

/** A team name as the directory keeps it: trimmed, blank meaning none. */
export function teamName(team: string | null | undefined): string | null {
  const trimmed = team?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
