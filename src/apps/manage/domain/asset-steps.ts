import type { LifeEventKind } from '../../../domain/life-story';
import type { AssetState } from './asset-status';

/** A step of an asset's life story that a change of its state tells, with the person it concerned. */
export interface AssetStep {
  readonly kind: LifeEventKind;
  readonly personId: string | null;
}

/**
 * What a change of an asset's state means in its life story, however it was made (a check-out, an edit, a bulk edit):
 * handed to someone, given back, passed on, sent to repair or back from it, archived or restored.
 */
export function stepsOfChange(before: AssetState, after: AssetState): AssetStep[] {
  const steps: AssetStep[] = [];
  if (before.archived !== after.archived) steps.push({ kind: after.archived ? 'archived' : 'restored', personId: null });
  if (before.status !== 'in-repair' && after.status === 'in-repair') steps.push({ kind: 'repair-started', personId: before.assigneeId });
  if (before.status === 'in-repair' && after.status !== 'in-repair') steps.push({ kind: 'repair-ended', personId: null });
  if (before.assigneeId !== after.assigneeId) {
    if (before.assigneeId && after.assigneeId) steps.push({ kind: 'transferred', personId: after.assigneeId });
    else if (after.assigneeId) steps.push({ kind: 'checked-out', personId: after.assigneeId });
    else if (before.status !== 'in-repair' && after.status !== 'in-repair') steps.push({ kind: 'checked-in', personId: before.assigneeId });
  }
  return steps;
}
