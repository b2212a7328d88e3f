import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CAMPAIGN_KINDS, type CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../src/apps/campaigns/domain/campaign-status';
import { REMINDER_ACTIONS, type ReminderAction, type ReminderPolicy } from '../../../../src/apps/campaigns/domain/reminder-schedule';
import { at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';

const day = (name: string) => date(name, { mode: 'string' });

/** The campaign a row belongs to: it goes when the campaign goes. */
export const campaignIdColumn = () => uuid('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' });

/** The campaign's person a row belongs to: it goes when they are taken off the campaign. */
export const campaignPersonIdColumn = () =>
  uuid('person_id').notNull().references(() => campaignPeople.id, { onDelete: 'cascade' });

/** One campaign of any kind. `rules` is the kind's own part (prices, factors), checked by the kind's schema. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    organisationId: organisationId(),
    kind: text('kind').$type<CampaignKind>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    /** Nothing is sent to anyone before this day. */
    contactDate: day('contact_date').notNull(),
    deadline: day('deadline'),
    message: text('message').notNull(),
    reminderPolicy: jsonb('reminder_policy').$type<ReminderPolicy>().notNull(),
    linkDays: integer('link_days').notNull(),
    rules: jsonb('rules').$type<unknown>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('campaigns_kind_idx').on(t.organisationId, t.kind, t.createdAt),
    check('campaigns_kind_check', sql`${t.kind} in (${inList(CAMPAIGN_KINDS)})`),
    check('campaigns_status_check', sql`${t.status} in (${inList(CAMPAIGN_STATUSES)})`),
  ],
);

/**
 * A person of a campaign: an organisation member, their name and address copied so the campaign reads the same
 * after they leave. `state` is the kind's own progress (Recover's states, Refresh Buy's...), `data` its own facts.
 */
export const campaignPeople = pgTable(
  'campaign_people',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    state: text('state').notNull(),
    /** The person's own first contact day, later than the campaign's when they were added late. */
    contactDate: day('contact_date').notNull(),
    /** Which round of reminders runs: a restart after a failure begins the next. */
    round: integer('round').notNull().default(1),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('campaign_people_campaign_idx').on(t.organisationId, t.campaignId, t.name),
    uniqueIndex('campaign_people_user_unique').on(t.campaignId, t.userId),
  ],
);

/** A device a person of the campaign returns, buys or hands in; a copy of the fleet's facts, with the kind's outcome. */
export const campaignDevices = pgTable(
  'campaign_devices',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    personId: uuid('person_id').references(() => campaignPeople.id, { onDelete: 'cascade' }),
    /** The fleet's asset; no foreign key, since an app never depends on another app's tables. */
    assetId: uuid('asset_id'),
    assetTag: text('asset_tag'),
    serial: text('serial'),
    model: text('model').notNull(),
    productType: text('product_type').notNull(),
    purchaseDate: day('purchase_date'),
    /** The kind's outcome of the device (Recover: returned, partial, not-returned). */
    outcome: text('outcome'),
    /** What was done with it (Recover: restocked, recycled). */
    disposition: text('disposition'),
    grade: text('grade'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('campaign_devices_person_idx').on(t.organisationId, t.campaignId, t.personId),
    uniqueIndex('campaign_devices_asset_unique').on(t.campaignId, t.assetId),
  ],
);

/** A person's public link: only the token's hash is kept, so a leaked table opens nothing. */
export const campaignLinks = pgTable(
  'campaign_links',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    personId: campaignPersonIdColumn(),
    tokenHash: text('token_hash').notNull(),
    /** The server key the token was made with, to make it again for a mail; null for links from before the key store. */
    keyId: text('key_id'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastSentAt: at('last_sent_at'),
    openedAt: at('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaign_links_token_unique').on(t.tokenHash), index('campaign_links_person_idx').on(t.personId, t.createdAt)],
);

/** What happened in a campaign, newest last: the details page's history and the CSV's last change. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    personId: uuid('person_id').references(() => campaignPeople.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => campaignDevices.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    /** The member who acted; null for the person's public link or a job. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('campaign_events_campaign_idx').on(t.organisationId, t.campaignId, t.at), index('campaign_events_person_idx').on(t.personId, t.at)],
);

/**
 * One step of a person's reminder round. `doneAt` is written in the transaction that queues the step's mail, so a
 * step run twice (a worker died after its commit) finds it done and sends nothing.
 */
export const campaignReminders = pgTable(
  'campaign_reminders',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    personId: campaignPersonIdColumn(),
    round: integer('round').notNull(),
    step: integer('step').notNull(),
    action: text('action').$type<ReminderAction>().notNull(),
    dueAt: at('due_at').notNull(),
    doneAt: at('done_at'),
    /** sent, skipped (the person had answered), or superseded (a new round or a cancel). */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('campaign_reminders_step_unique').on(t.personId, t.round, t.step),
    index('campaign_reminders_due_idx').on(t.organisationId, t.campaignId, t.dueAt),
    check('campaign_reminders_action_check', sql`${t.action} in (${inList(REMINDER_ACTIONS)})`),
  ],
);
