import { DEFAULT_LINK_DAYS } from '../../../../src/apps/campaigns/domain/campaign-link';
import { CURRENT_FACTOR_TABLE } from '../../../../src/domain/environment/emission-factors';
import { DEFAULT_REMINDER_POLICY } from '../../../../src/apps/campaigns/domain/reminder-schedule';
import { LOOP_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import type { CampaignOwnRepositories } from '../repositories/repositories';

const recycler = { name: 'GreenCycle GmbH', certification: 'e-stewards', certificateId: 'ES-2211' } as const;
const wiped = { method: 'purge', performedOn: '2026-11-02', operator: 'Sam Tech', certificateRef: 'ER-2026-0412' } as const;

/**
 * The demo organisation's Loop campaign: a pallet of old devices at different steps, so the details page shows each
 * state (not ready, ready, left) and a credit with reuse and recycling.
 */
export async function seedLoopDemo(repos: CampaignOwnRepositories, organisationId: string, now: Date = new Date()): Promise<void> {
  const campaign = await repos.campaigns.insert({
    organisationId,
    kind: LOOP_SLUG,
    name: 'Berlin office: end-of-life collection',
    status: 'active',
    contactDate: now.toISOString().slice(0, 10),
    deadline: null,
    message: 'Bring old laptops, phones and monitors to the loading bay by Friday.',
    reminderPolicy: DEFAULT_REMINDER_POLICY,
    linkDays: DEFAULT_LINK_DAYS,
    rules: { factorTableVersion: CURRENT_FACTOR_TABLE.version, defaultRecycler: recycler },
  });
  const devices = await repos.loop.add(
    organisationId,
    campaign.id,
    [
      { serial: 'C02ZL0HBMD6T', type: 'laptop', grade: 'A', disposition: 'refurbish', assetId: null, recycler: null },
      { serial: 'C02ZL1KQMD6T', type: 'laptop', grade: 'B', disposition: 'resell', assetId: null, recycler: null },
      { serial: 'F2LZK3XQN70F', type: 'smartphone', grade: 'D', disposition: 'recycle', assetId: null, recycler },
      { serial: 'CN-0P2419H-74261', type: 'monitor', grade: 'C', disposition: 'resell', assetId: null, recycler: null },
      { serial: 'DMPXR9KJQ1GC', type: 'tablet', grade: null, disposition: null, assetId: null, recycler: null },
    ],
    now,
  );
  const [first, , phone] = devices;
  for (const device of [first, phone]) {
    if (device) await repos.loop.update(organisationId, campaign.id, device.id, device.version, { ...device, sanitisation: wiped }, now);
  }
  if (first) await repos.loop.release(organisationId, campaign.id, first.id, first.version + 1, now);
}
