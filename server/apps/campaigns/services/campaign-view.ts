import type { CampaignDetail, CampaignItem, CampaignPerson } from '../../../../contract/apps/campaigns/campaign-schemas';
import { KIND_STATES } from '../../../../src/apps/campaigns/domain/campaign-kind-states';
import { linkStateOf } from '../../../../src/apps/campaigns/domain/campaign-link';
import { campaignActionsOf } from '../../../../src/apps/campaigns/domain/campaign-status';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignRow, CampaignWithCounts } from '../repositories/campaign-repository';
import type { CampaignDeviceRow, CampaignPersonRow } from '../repositories/campaign-person-repository';

/**
 * What each kind adds to a person as the details page shows them: the moves allowed from their state and the
 * outcome over their devices. A kind registers its line; one without shows no moves.
 */
export interface KindPersonView {
  moves(person: CampaignPersonRow, devices: readonly CampaignDeviceRow[]): string[];
  outcome(person: CampaignPersonRow, devices: readonly CampaignDeviceRow[]): string | null;
  /** The kind's own facts of each person, shown in their `data` (Recover: the address and pickup they gave). */
  facts?(repos: CampaignRepositories, organisationId: string, personIds: readonly string[]): Promise<ReadonlyMap<string, Record<string, unknown>>>;
}

const iso = (date: Date) => date.toISOString();

export function campaignItemOf(row: CampaignWithCounts): CampaignItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    contactDate: row.contactDate,
    deadline: row.deadline,
    people: row.people,
    done: row.done,
    createdAt: iso(row.createdAt),
    version: row.version,
  };
}

export async function campaignDetailOf(repos: CampaignRepositories, row: CampaignRow): Promise<CampaignDetail> {
  const counts = await repos.own.campaigns.counts(row.organisationId, [row.id], KIND_STATES[row.kind].ended);
  return {
    ...campaignItemOf({ ...row, ...(counts.get(row.id) ?? { people: 0, done: 0 }) }),
    message: row.message,
    reminderPolicy: row.reminderPolicy,
    linkDays: row.linkDays,
    rules: row.rules,
    progress: await repos.own.campaigns.progress(row.organisationId, row.id),
    actions: campaignActionsOf(row.status),
  };
}

function deviceOf(row: CampaignDeviceRow) {
  return {
    id: row.id,
    assetId: row.assetId,
    assetTag: row.assetTag,
    serial: row.serial,
    model: row.model,
    productType: row.productType,
    purchaseDate: row.purchaseDate,
    outcome: row.outcome,
    disposition: row.disposition,
    grade: row.grade,
    data: row.data,
    version: row.version,
  };
}

/** People as the details page lists them: devices, link, reminders and the kind's moves, in four queries per page. */
export async function campaignPeopleOf(
  repos: CampaignRepositories,
  campaign: CampaignRow,
  rows: readonly CampaignPersonRow[],
  kindView: KindPersonView | undefined,
  now: Date,
): Promise<CampaignPerson[]> {
  const ids = rows.map((row) => row.id);
  const devices = await repos.own.people.devicesOf(campaign.organisationId, ids);
  const links = await repos.own.links.latestOf(campaign.organisationId, ids);
  const reminders = await repos.own.reminders.summaryOf(campaign.organisationId, ids);
  const facts = (await kindView?.facts?.(repos, campaign.organisationId, ids)) ?? new Map<string, Record<string, unknown>>();
  return rows.map((row) => {
    const own = devices.filter((device) => device.personId === row.id);
    const link = links.get(row.id);
    const reminder = reminders.get(row.id);
    return {
      id: row.id,
      userId: row.userId,
      name: row.name,
      email: row.email,
      state: row.state,
      outcome: kindView?.outcome(row, own) ?? null,
      contactDate: row.contactDate,
      round: row.round,
      devices: own.map(deviceOf),
      link: link
        ? { status: linkStateOf(link, now), expiresAt: iso(link.expiresAt), lastSentAt: link.lastSentAt && iso(link.lastSentAt), openedAt: link.openedAt && iso(link.openedAt) }
        : null,
      remindersSent: reminder?.sent ?? 0,
      // Steps still planned for someone who answered will do nothing: only a silent person has a next reminder.
      nextReminderAt: reminder?.next && KIND_STATES[campaign.kind].silent.includes(row.state) ? iso(reminder.next) : null,
      moves: kindView?.moves(row, own) ?? [],
      data: { ...row.data, ...facts.get(row.id) },
      updatedAt: iso(row.updatedAt),
      version: row.version,
    };
  });
}
