import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/** Apple GSX's repair states, one device each: the cart's drafts are not repairs yet. */
export const REPAIR_STATES = ['submitted', 'awaiting-parts', 'parts-allocated', 'in-repair', 'ready', 'completed', 'declined'] as const;
export type RepairState = (typeof REPAIR_STATES)[number];

/** The estimate's approval: `none` at or below the threshold (or without an estimate), else an approver decides. */
export const REPAIR_APPROVALS = ['none', 'pending', 'accepted', 'refused'] as const;
export type RepairApproval = (typeof REPAIR_APPROVALS)[number];

/** How a repaired device goes back: collected at the service point, or shipped to its holder. */
export const REPAIR_FULFILMENTS = ['pickup', 'shipped'] as const;
export type RepairFulfilment = (typeof REPAIR_FULFILMENTS)[number];

export const REPAIR_MOVES = ['approve', 'refuse', 'await-parts', 'allocate-parts', 'start', 'ready', 'complete', 'decline'] as const;
export type RepairMove = (typeof REPAIR_MOVES)[number];

export interface RepairStatus {
  readonly state: RepairState;
  readonly approval: RepairApproval;
}

export const ENDED_REPAIR_STATES: readonly RepairState[] = ['completed', 'declined'];

/** Where each move of the work leads, from the states it may be made in (approve and refuse decide the estimate). */
const WORK: Readonly<Record<Exclude<RepairMove, 'approve' | 'refuse'>, { readonly from: readonly RepairState[]; readonly to: RepairState }>> = {
  'await-parts': { from: ['submitted'], to: 'awaiting-parts' },
  'allocate-parts': { from: ['awaiting-parts'], to: 'parts-allocated' },
  // Parts on hand: the repairer starts straight away (GSX lets a repair skip the parts states).
  start: { from: ['submitted', 'parts-allocated'], to: 'in-repair' },
  ready: { from: ['in-repair'], to: 'ready' },
  complete: { from: ['ready'], to: 'completed' },
  // Once the device is opened it is repaired (or comes back as it is through ready); before that it may be declined.
  decline: { from: ['submitted', 'awaiting-parts', 'parts-allocated'], to: 'declined' },
};

/** The approval a new repair starts with: an estimate above the threshold waits for an approver. */
export function initialApproval(needsApproval: boolean): RepairApproval {
  return needsApproval ? 'pending' : 'none';
}

/**
 * The next status after a move, or why it is refused. No work starts on an estimate still awaiting approval; a
 * refused estimate declines the repair (nobody pays for it); declining is always possible before the device is opened.
 */
export function moveRepair(status: RepairStatus, move: RepairMove): Decision<RepairStatus> {
  if (ENDED_REPAIR_STATES.includes(status.state)) return refuse('ended', `A ${status.state} repair does not change any more.`);
  if (move === 'approve' || move === 'refuse') {
    if (status.approval !== 'pending') return refuse('not-pending', 'The estimate is not awaiting approval.');
    return allow(move === 'approve' ? { ...status, approval: 'accepted' } : { state: 'declined', approval: 'refused' });
  }
  const rule = WORK[move];
  if (!rule.from.includes(status.state)) return refuse('transition', `A repair cannot go from ${status.state} by ${move}.`, { from: status.state, move });
  if (move !== 'decline' && status.approval === 'pending') return refuse('awaiting-approval', 'The estimate awaits approval before work starts.');
  return allow({ ...status, state: rule.to });
}

/** The moves open to an admin now: what the screen offers as buttons. */
export function repairMovesFrom(status: RepairStatus): RepairMove[] {
  return REPAIR_MOVES.filter((move) => moveRepair(status, move).ok);
}
