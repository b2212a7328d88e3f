import { allow, refuse, type Decision } from '../../../domain/rules/decision';
import { checkOut, type AssetState, type AssetStatus } from './asset-status';
import type { StatusLabelType } from './fleet-config';

/** Only a deployable label lets an asset be checked out (Snipe-IT's rule). */
export function labelAllowsCheckOut(type: StatusLabelType | null, labelName: string): Decision<true> {
  if (type === null || type === 'deployable') return allow(true);
  return refuse('label-not-deployable', `The asset's status label "${labelName}" is ${type}; only an asset with a deployable label can be checked out.`, {
    label: labelName,
    type,
  });
}

/** Assets whose label is of the archived type leave the working lists, as archived assets do. */
export function labelArchives(type: StatusLabelType): boolean {
  return type === 'archived';
}

/**
 * Whether an asset may take a label: one someone holds keeps a deployable or pending label (it is in use, or due
 * back); giving an archived label archives the asset, so the label and the lists agree.
 */
export function applyLabel(asset: { readonly held: boolean; readonly archived: boolean }, type: StatusLabelType, labelName: string): Decision<{ archived: boolean }> {
  if (asset.held && (type === 'undeployable' || type === 'archived')) {
    return refuse('label-held', `Check the asset in before giving it the ${type} label "${labelName}".`, { label: labelName, type });
  }
  return allow({ archived: labelArchives(type) ? true : asset.archived });
}

/**
 * The type a status's own label may have, so that the label an asset moves to on a status change never contradicts the
 * status: a shelf asset's label lets it be checked out, a held one's keeps it in use or due back, the rest cannot go out.
 */
export function labelTypeFitsStatus(forStatus: AssetStatus | null, type: StatusLabelType, labelName: string): Decision<true> {
  if (forStatus === null) return allow(true);
  const fits: Readonly<Record<AssetStatus, readonly StatusLabelType[]>> = {
    'in-stock': ['deployable'],
    deployed: ['deployable'],
    'pending-return': ['pending', 'deployable'],
    'in-repair': ['undeployable', 'pending'],
    retired: ['undeployable', 'pending'],
    lost: ['undeployable', 'pending'],
  };
  if (fits[forStatus].includes(type)) return allow(true);
  return refuse('label-type-status', `"${labelName}" is the label of ${forStatus} assets, which cannot be ${type}; choose ${fits[forStatus].join(' or ')}.`, {
    label: labelName,
    status: forStatus,
    type,
  });
}

/** Checking out asks both rules: the label's type (deployable only), then the lifecycle's (in stock, not archived). */
export function checkOutLabelled(
  asset: AssetState,
  assigneeId: string,
  label: { readonly type: StatusLabelType; readonly name: string } | null,
): Decision<AssetState> {
  const allowed = labelAllowsCheckOut(label?.type ?? null, label?.name ?? '');
  return allowed.ok ? checkOut(asset, assigneeId) : allowed;
}
