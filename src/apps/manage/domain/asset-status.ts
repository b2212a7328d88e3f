import { allow, refuse, type Decision } from '../../../domain/rules/decision';

export const ASSET_STATUSES = ['in-stock', 'deployed', 'pending-return', 'in-repair', 'retired', 'lost'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const PRODUCT_TYPES = ['laptop', 'desktop', 'phone', 'tablet', 'monitor', 'server', 'network', 'printer', 'other'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const CONDITION_GRADES = ['new', 'a', 'b', 'c', 'd', 'broken'] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/**
 * Status changes an edit may make directly. Deployment is absent on purpose: an asset becomes deployed only by a
 * check-out or transfer, which also name the person, so a deployed asset always has an assignee.
 */
const editable: Readonly<Record<AssetStatus, readonly AssetStatus[]>> = {
  'in-stock': ['in-repair', 'retired', 'lost'],
  deployed: ['pending-return', 'in-repair', 'lost'],
  'pending-return': ['deployed', 'in-repair', 'lost'],
  'in-repair': ['in-stock', 'retired', 'lost'],
  retired: ['in-stock'],
  lost: ['in-stock', 'retired'],
};

/** Statuses in which someone holds the asset. */
const held: readonly AssetStatus[] = ['deployed', 'pending-return'];

export interface AssetState {
  readonly status: AssetStatus;
  readonly assigneeId: string | null;
  readonly archived: boolean;
}

export function isHeld(status: AssetStatus): boolean {
  return held.includes(status);
}

export function changeStatus(asset: AssetState, to: AssetStatus): Decision<AssetState> {
  if (asset.status === to) return allow(asset);
  if (asset.archived) return refuse('archived', 'An archived asset must be restored before it changes.');
  if (to === 'deployed' && asset.status !== 'pending-return') {
    return refuse('use-check-out', 'Check the asset out to a person to deploy it.');
  }
  if (!editable[asset.status].includes(to)) return refuse('transition', `An asset cannot go from ${asset.status} to ${to}.`);
  // Leaving the person's hands for stock, repair or the scrap heap ends the assignment; losing it does not.
  const keepsAssignee = isHeld(to) || to === 'lost';
  return allow({ ...asset, status: to, assigneeId: keepsAssignee ? asset.assigneeId : null });
}

export function checkOut(asset: AssetState, assigneeId: string): Decision<AssetState> {
  if (asset.archived) return refuse('archived', 'An archived asset cannot be checked out.');
  if (asset.status === 'retired' || asset.status === 'lost') {
    return refuse('unavailable', `A ${asset.status} asset cannot be checked out.`);
  }
  if (asset.status !== 'in-stock') return refuse('not-in-stock', 'Only an asset in stock can be checked out; transfer a deployed one.');
  return allow({ ...asset, status: 'deployed', assigneeId });
}

export function checkIn(asset: AssetState): Decision<AssetState> {
  if (asset.archived) return refuse('archived', 'An archived asset cannot be checked in.');
  if (!isHeld(asset.status)) return refuse('not-checked-out', 'Only a deployed or pending-return asset can be checked in.');
  return allow({ ...asset, status: 'in-stock', assigneeId: null });
}

export function transfer(asset: AssetState, assigneeId: string): Decision<AssetState> {
  if (asset.archived) return refuse('archived', 'An archived asset cannot be transferred.');
  if (!isHeld(asset.status)) return refuse('not-checked-out', 'Only a checked-out asset can be transferred; check it out instead.');
  if (asset.assigneeId === assigneeId) return refuse('same-assignee', 'The asset is already with this person.');
  return allow({ ...asset, status: 'deployed', assigneeId });
}

/** Someone leaves: whatever they hold is due back. */
export function offboardHolder(asset: AssetState): Decision<AssetState> {
  if (asset.status !== 'deployed') return allow(asset);
  return allow({ ...asset, status: 'pending-return' });
}

/** Archiving hides an asset from the working lists; one still in someone's hands must come back first. */
export function archive(asset: AssetState): Decision<AssetState> {
  if (asset.archived) return refuse('archived', 'The asset is already archived.');
  if (isHeld(asset.status)) return refuse('checked-out', 'Check the asset in before archiving it.');
  return allow({ ...asset, archived: true });
}

export function restore(asset: AssetState): Decision<AssetState> {
  if (!asset.archived) return refuse('not-archived', 'The asset is not archived.');
  return allow({ ...asset, archived: false });
}
