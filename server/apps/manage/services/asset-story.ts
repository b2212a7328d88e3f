import type { AssetState } from '../../../../src/apps/manage/domain/asset-status';
import { stepsOfChange } from '../../../../src/apps/manage/domain/asset-steps';
import { managePaths } from '../../../../src/apps/manage/domain/paths';
import { MANAGE_SLUG } from '../../../../src/apps/manage/domain/slug';
import type { LifeEventKind } from '../../../../src/domain/life-story';
import type { NewLifeEvent, StaffPrincipal } from '../../../kernel';

interface StoryAsset {
  readonly id: string;
  readonly organisationId: string;
  readonly assetTag: string;
}

/** A step Manage tells of one of its assets: about the asset, linked to its page. */
export function assetEvent(actorId: string | null, asset: StoryAsset, kind: LifeEventKind, personId: string | null, at: Date): NewLifeEvent {
  return {
    organisationId: asset.organisationId,
    at,
    appSlug: MANAGE_SLUG,
    kind,
    assetId: asset.id,
    personId,
    actorId,
    subject: asset.assetTag,
    href: managePaths.asset(asset.id),
  };
}

/** The steps a change of an asset's state tells (check-out, repair, archive...), none for a change of its facts. */
export function assetChangeEvents(principal: StaffPrincipal, asset: StoryAsset & AssetState, after: Partial<AssetState>, at: Date): NewLifeEvent[] {
  return stepsOfChange(asset, { ...asset, ...after }).map((step) => assetEvent(principal.userId, asset, step.kind, step.personId, at));
}
