import type { LifeEvent, LifeEventKind } from '../../../domain/life-story';
import type { LifeStoryAnswer } from '../../../../contract/life-story';
import { stepsOfChange } from '../domain/asset-steps';
import type { AssetState } from '../domain/asset-status';
import { managePaths } from '../domain/paths';
import { MANAGE_SLUG } from '../domain/slug';
import { newId } from '../../../../tests/mocks/mock-state';

interface Named {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

interface MockStep {
  readonly organisationId: string;
  readonly assetId: string | null;
  readonly personId: string | null;
  readonly actorId: string | null;
  readonly event: Omit<LifeEvent, 'person' | 'actor'>;
}

interface StoryAsset {
  readonly id: string;
  readonly organisationId: string;
  readonly assetTag: string;
}

/** The life story as the server keeps it, for Manage's own steps: what the mock's moves tell, oldest first. */
export class MockLifeStory {
  private readonly steps: MockStep[] = [];

  tellOfAsset(asset: StoryAsset, kind: LifeEventKind, personId: string | null, actorId: string | null, at = new Date().toISOString()): void {
    this.steps.push({
      organisationId: asset.organisationId,
      assetId: asset.id,
      personId,
      actorId,
      event: { id: newId(), at, appSlug: MANAGE_SLUG, kind, subject: asset.assetTag, href: managePaths.asset(asset.id), detail: {} },
    });
  }

  /** The organisation's assets that went through any of these kinds of step, each with its latest such step, as the server's life events answer. */
  latestOfKinds<K extends LifeEventKind>(organisationId: string, kinds: readonly K[]): Map<string, K> {
    const latest = new Map<string, K>();
    for (const step of this.steps) {
      const kind = step.event.kind as K;
      if (step.organisationId === organisationId && step.assetId && kinds.includes(kind)) latest.set(step.assetId, kind);
    }
    return latest;
  }

  /** The steps a change of the asset's state tells, as the server's moves tell them. */
  tellChange(asset: StoryAsset, before: AssetState, after: AssetState, actorId: string | null): void {
    for (const step of stepsOfChange(before, after)) this.tellOfAsset(asset, step.kind, step.personId, actorId);
  }

  ofAsset(organisationId: string, assetId: string, named: (id: string) => Named | null): LifeStoryAnswer {
    return this.story((step) => step.organisationId === organisationId && step.assetId === assetId, named);
  }

  ofPerson(organisationId: string, personId: string, named: (id: string) => Named | null): LifeStoryAnswer {
    return this.story((step) => step.organisationId === organisationId && step.personId === personId, named);
  }

  private story(belongs: (step: MockStep) => boolean, named: (id: string) => Named | null): LifeStoryAnswer {
    const events = this.steps
      .filter(belongs)
      .sort((a, b) => a.event.at.localeCompare(b.event.at))
      .map((step) => ({ ...step.event, person: step.personId ? named(step.personId) : null, actor: step.actorId ? named(step.actorId) : null }));
    return { events, total: events.length };
  }
}
