import * as z from 'zod';
import { CAMPAIGN_ACTIONS, CAMPAIGN_STATUSES } from '../../../src/apps/campaigns/domain/campaign-status';
import { CAMPAIGN_KINDS } from '../../../src/apps/campaigns/domain/campaign-kind';
import { DEFAULT_LINK_DAYS, MAX_LINK_DAYS } from '../../../src/apps/campaigns/domain/campaign-link';
import { DEFAULT_REMINDER_POLICY } from '../../../src/apps/campaigns/domain/reminder-schedule';
import { Day, Email, EmailInput, Id, LinkToken, PersonName, ShortText, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';

const CampaignKind = z.enum(CAMPAIGN_KINDS);
const CampaignStatus = z.enum(CAMPAIGN_STATUSES);
const CampaignAction = z.enum(CAMPAIGN_ACTIONS);

const ReminderPolicy = z.strictObject({
  reminders: z.int().min(0).max(10),
  intervalDays: z.int().min(1).max(30),
  adminAfterDays: z.int().min(1).max(180),
  failAfterDays: z.int().min(1).max(365),
});

const CampaignMessage = text().trim().min(1).max(4000);

/** A person and the devices of theirs the campaign is about. */
export const CampaignPersonInput = z.strictObject({
  userId: Id,
  assetIds: z.array(Id).max(50).default([]),
});

export const CreateCampaignRequest = z.strictObject({
  name: ShortText,
  contactDate: Day,
  deadline: Day.nullable().default(null),
  message: CampaignMessage,
  reminderPolicy: ReminderPolicy.default(DEFAULT_REMINDER_POLICY),
  linkDays: z.int().min(1).max(MAX_LINK_DAYS).default(DEFAULT_LINK_DAYS),
  /** The kind's own part: each kind's routes replace it with its schema (campaign-rules.ts). */
  rules: z.unknown(),
  people: z.array(CampaignPersonInput).max(500).default([]),
});

export const UpdateCampaignRequest = z.strictObject({
  version: Version,
  name: ShortText.optional(),
  contactDate: Day.optional(),
  deadline: Day.nullable().optional(),
  message: CampaignMessage.optional(),
  reminderPolicy: ReminderPolicy.optional(),
  linkDays: z.int().min(1).max(MAX_LINK_DAYS).optional(),
  rules: z.unknown().optional(),
});

export const ChangeCampaignStatusRequest = z.strictObject({ version: Version, action: CampaignAction });

export const CampaignItem = z.object({
  id: Id,
  kind: CampaignKind,
  name: text(),
  status: CampaignStatus,
  contactDate: Day,
  deadline: Day.nullable(),
  people: z.int().min(0),
  /** People whose part has ended, however it ended. */
  done: z.int().min(0),
  createdAt: Timestamp,
  version: Version,
});
export type CampaignItem = z.infer<typeof CampaignItem>;

const CampaignSortFields = ['name', 'contactDate', 'createdAt', 'status'] as const;
export const CampaignListQuery = listQuery(CampaignSortFields, { status: CampaignStatus.optional() });
export const CampaignList = listAnswer(CampaignItem);

export const CampaignDetail = CampaignItem.extend({
  message: text(),
  reminderPolicy: ReminderPolicy,
  linkDays: z.int(),
  rules: z.unknown(),
  /** How many people are in each of the kind's states. */
  progress: z.record(text(), z.int().min(0)),
  actions: z.array(CampaignAction),
});
export type CampaignDetail = z.infer<typeof CampaignDetail>;

const LinkStatus = z.enum(['active', 'expired', 'revoked']);

export const CampaignDevice = z.object({
  id: Id,
  assetId: Id.nullable(),
  assetTag: text().nullable(),
  serial: text().nullable(),
  model: text(),
  productType: text(),
  purchaseDate: Day.nullable(),
  outcome: text().nullable(),
  disposition: text().nullable(),
  grade: text().nullable(),
  data: z.record(text(), z.unknown()),
  version: Version,
});
export type CampaignDevice = z.infer<typeof CampaignDevice>;

export const CampaignPerson = z.object({
  id: Id,
  userId: Id.nullable(),
  name: text(),
  email: Email,
  /** The kind's own state (Recover: requested, awaiting-employee...). */
  state: text(),
  /** The kind's outcome over the person's devices, once settled. */
  outcome: text().nullable(),
  contactDate: Day,
  round: z.int().min(1),
  devices: z.array(CampaignDevice),
  link: z.object({ status: LinkStatus, expiresAt: Timestamp, lastSentAt: Timestamp.nullable(), openedAt: Timestamp.nullable() }).nullable(),
  remindersSent: z.int().min(0),
  nextReminderAt: Timestamp.nullable(),
  /** Moves the kind allows from the person's state, for the details page's actions. */
  moves: z.array(text()),
  data: z.record(text(), z.unknown()),
  updatedAt: Timestamp,
  version: Version,
});
export type CampaignPerson = z.infer<typeof CampaignPerson>;

const CampaignPersonSortFields = ['name', 'state', 'updatedAt'] as const;
export const CampaignPersonListQuery = listQuery(CampaignPersonSortFields, { state: text().max(40).optional() });
export const CampaignPersonList = listAnswer(CampaignPerson);

export const CampaignPersonParams = z.strictObject({ id: Id, personId: Id });
/** A public page's link: the only key its visitor has. */
export const LinkParams = z.strictObject({ link: LinkToken });

export const AddCampaignPeopleRequest = z.strictObject({ people: z.array(CampaignPersonInput).min(1).max(500) });

export const UpdateCampaignPersonRequest = z.strictObject({
  version: Version,
  name: PersonName.optional(),
  email: EmailInput.optional(),
  contactDate: Day.optional(),
  assetIds: z.array(Id).max(50).optional(),
});

export const IssueLinkRequest = z.strictObject({
  /** Mail the new link to the person; otherwise it is only shown, once, to copy. */
  send: z.boolean().default(false),
});
/** The link in full, shown once: only its hash is kept. */
export const IssuedLink = z.object({ url: text(), expiresAt: Timestamp, sent: z.boolean() });

/** Who the wizard may pick: people of the organisation, with the devices they hold. */
export const CandidateQuery = z.strictObject({
  q: text().trim().max(200).optional(),
  /** Only people holding a device bought more than this many months ago ("devices older than 3 years": 36). */
  olderThanMonths: z.coerce.number().int().min(1).max(240).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const CandidateDevice = z.object({
  assetId: Id,
  assetTag: text(),
  serial: text().nullable(),
  model: text(),
  productType: text(),
  purchaseDate: Day.nullable(),
  status: text(),
});
const Candidate = z.object({ userId: Id, name: text(), email: Email, devices: z.array(CandidateDevice) });
export const CandidateList = z.object({ items: z.array(Candidate) });
