import type { CampaignDetail, CampaignInput } from '../../application/ports/campaign-views';
import { DEFAULT_LINK_DAYS } from '../../domain/campaign-link';
import { DEFAULT_REMINDER_POLICY, type ReminderPolicy } from '../../domain/reminder-schedule';

/** A campaign as its form edits it: text as typed, numbers as text until they are sent. */
export interface CampaignDraft {
  readonly name: string;
  readonly contactDate: string;
  /** '' for none. */
  readonly deadline: string;
  readonly message: string;
  readonly linkDays: string;
  readonly reminders: Readonly<Record<keyof ReminderPolicy, string>>;
  readonly rules: unknown;
}

const texts = (policy: ReminderPolicy) =>
  Object.fromEntries(Object.entries(policy).map(([key, value]) => [key, String(value)])) as CampaignDraft['reminders'];

export function newCampaignDraft(today: string, rules: unknown): CampaignDraft {
  return { name: '', contactDate: today, deadline: '', message: '', linkDays: String(DEFAULT_LINK_DAYS), reminders: texts(DEFAULT_REMINDER_POLICY), rules };
}

export function draftOf(campaign: CampaignDetail): CampaignDraft {
  return {
    name: campaign.name,
    contactDate: campaign.contactDate,
    deadline: campaign.deadline ?? '',
    message: campaign.message,
    linkDays: String(campaign.linkDays),
    reminders: texts(campaign.reminderPolicy),
    rules: campaign.rules,
  };
}

/** What the server takes; a number left empty or not a number is sent as such, so the server names the field. */
export function campaignFieldsOf(draft: CampaignDraft): Omit<CampaignInput, 'people'> {
  const reminderPolicy = Object.fromEntries(Object.entries(draft.reminders).map(([key, value]) => [key, Number(value)])) as unknown as ReminderPolicy;
  return {
    name: draft.name,
    contactDate: draft.contactDate,
    deadline: draft.deadline || null,
    message: draft.message,
    linkDays: Number(draft.linkDays),
    reminderPolicy,
    rules: draft.rules,
  };
}
