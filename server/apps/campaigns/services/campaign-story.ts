import { campaignPaths } from '../../../../src/apps/campaigns/domain/campaign-paths';
import type { LifeEventKind } from '../../../../src/domain/life-story';
import type { NewLifeEvent } from '../../../kernel';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';

interface StoryDevice {
  readonly assetId: string | null;
  readonly assetTag: string | null;
}

interface Step {
  readonly at: Date;
  readonly actorId: string | null;
  readonly detail?: Readonly<Record<string, string | number>>;
}

/**
 * A campaign step of a person's devices, told once per device of the fleet (each device's story has it, and the
 * person's names the device); a person without such devices is told once.
 */
export function campaignEvents(
  campaign: Pick<CampaignRow, 'id' | 'organisationId' | 'kind' | 'name'>,
  person: Pick<CampaignPersonRow, 'userId'>,
  kind: LifeEventKind,
  devices: readonly StoryDevice[],
  step: Step,
): NewLifeEvent[] {
  const base = {
    organisationId: campaign.organisationId,
    at: step.at,
    appSlug: campaign.kind,
    kind,
    personId: person.userId,
    actorId: step.actorId,
    subject: campaign.name,
    href: campaignPaths(campaign.kind).details(campaign.id),
  };
  const fleet = devices.filter((device) => device.assetId !== null);
  if (fleet.length === 0) return person.userId ? [{ ...base, assetId: null, detail: step.detail ?? {} }] : [];
  return fleet.map((device) => ({ ...base, assetId: device.assetId, detail: { ...step.detail, ...(device.assetTag && { device: device.assetTag }) } }));
}
