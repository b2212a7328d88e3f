import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type {
  ApprovalStepInput,
  BusinessCalendar,
  FormField,
  SlaCondition,
  SlaTargets,
} from '../../../../contract/apps/service-desk/config-schemas';
import { DESK_ROLES, REOPEN_POLICIES } from '../../../../contract/apps/service-desk/config-schemas';
import { STATUS_CATEGORIES, type StatusCategory } from '../../../../src/apps/service-desk/domain/ticket-status';
import { MAILBOX_SIGN_INS, type MailboxOAuthSettings, type MailboxSignIn } from '../../../../src/apps/service-desk/domain/mailbox-providers';
import type { BusinessCalendar as DomainCalendar } from '../../../../src/domain/calendars/business-calendar';
import { at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';

const updatedAt = () => at('updated_at').notNull().defaultNow();

export type DeskRole = (typeof DESK_ROLES)[number];
export type ReopenPolicy = (typeof REOPEN_POLICIES)[number];
export type { StatusCategory };

export const deskTeams = pgTable(
  'service_desk_teams',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    reopenPolicy: text('reopen_policy').$type<ReopenPolicy>().notNull().default('reopen'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('service_desk_teams_name_unique').on(t.organisationId, t.name),
    check('service_desk_teams_reopen_check', sql`${t.reopenPolicy} in (${inList(REOPEN_POLICIES)})`),
  ],
);

/** A person's desk role in one team: agent, lead (sees and escalates the team's tickets) or admin (configures the desk). */
export const deskMembers = pgTable(
  'service_desk_members',
  {
    organisationId: organisationId(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => deskTeams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<DeskRole>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('service_desk_members_user_idx').on(t.organisationId, t.userId),
    check('service_desk_members_role_check', sql`${t.role} in (${inList(DESK_ROLES)})`),
  ],
);

export const deskPriorities = pgTable(
  'service_desk_priorities',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    colour: text('colour').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('service_desk_priorities_name_unique').on(t.organisationId, t.name)],
);

export const deskStatuses = pgTable(
  'service_desk_statuses',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    category: text('category').$type<StatusCategory>().notNull(),
    pausesSla: boolean('pauses_sla').notNull().default(false),
    order: integer('order').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('service_desk_statuses_name_unique').on(t.organisationId, t.name),
    check('service_desk_statuses_category_check', sql`${t.category} in (${inList(STATUS_CATEGORIES)})`),
  ],
);

export const deskSlaPolicies = pgTable('service_desk_sla_policies', {
  id: id(),
  organisationId: organisationId(),
  name: text('name').notNull(),
  order: integer('order').notNull(),
  condition: jsonb('condition').$type<z.output<typeof SlaCondition>>(),
  calendar: jsonb('calendar').$type<z.output<typeof BusinessCalendar>>(),
  targets: jsonb('targets').$type<Record<string, z.output<typeof SlaTargets>>>().notNull(),
  updatedAt: updatedAt(),
  version: version(),
});

export const deskTicketTypes = pgTable(
  'service_desk_ticket_types',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('service_desk_ticket_types_name_unique').on(t.organisationId, t.name)],
);

export const deskCategories = pgTable(
  'service_desk_categories',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    forRequests: boolean('for_requests').notNull().default(false),
    forProblems: boolean('for_problems').notNull().default(false),
    visibleToEmployees: boolean('visible_to_employees').notNull().default(true),
    teamId: uuid('team_id').references(() => deskTeams.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('service_desk_categories_name_unique').on(t.organisationId, t.name)],
);

/** A catalogue entry: its form, where its requests go, and the approval steps they pass. */
export const deskServiceTypes = pgTable(
  'service_desk_service_types',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => deskCategories.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => deskTeams.id, { onDelete: 'set null' }),
    ticketTypeId: uuid('ticket_type_id').references(() => deskTicketTypes.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    fields: jsonb('fields').$type<z.output<typeof FormField>[]>().notNull().default([]),
    needsApproval: boolean('needs_approval').notNull().default(false),
    approvalSteps: jsonb('approval_steps').$type<z.output<typeof ApprovalStepInput>[]>().notNull().default([]),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('service_desk_service_types_name_unique').on(t.organisationId, t.name)],
);

export const deskTags = pgTable(
  'service_desk_tags',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('service_desk_tags_name_unique').on(t.organisationId, t.name)],
);

export interface StoredImap {
  readonly enabled: boolean;
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly username: string;
  readonly mailbox: string;
}

/** One per organisation: where mail to the desk arrives, and whether it is acknowledged. */
export const deskChannels = pgTable(
  'service_desk_channels',
  {
    id: id(),
    organisationId: organisationId(),
    inboundAddress: text('inbound_address'),
    autoAcknowledge: boolean('auto_acknowledge').notNull().default(true),
    imap: jsonb('imap').$type<StoredImap>().notNull(),
    /** Never answered: the settings say only whether one is set. */
    imapPassword: text('imap_password'),
    /** The password, or the OAuth connection's access token (service_desk_mailbox_connections). */
    imapSignIn: text('imap_sign_in').$type<MailboxSignIn>().notNull().default('password'),
    /** The OAuth 2.0 provider and client, once set up. */
    oauth: jsonb('oauth').$type<MailboxOAuthSettings>(),
    /** Sealed like the password, never answered. */
    oauthClientSecret: text('oauth_client_secret'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('service_desk_channels_organisation_unique').on(t.organisationId),
    uniqueIndex('service_desk_channels_address_unique').on(t.inboundAddress),
    check('service_desk_channels_sign_in_check', sql`${t.imapSignIn} in (${inList(MAILBOX_SIGN_INS)})`),
  ],
);

/**
 * A site's own business hours (a Locations site, named by id as every app names it), where they differ from the
 * organisation's: its holidays and its time zone. A site without a row follows the organisation's calendar.
 */
export const deskLocationCalendars = pgTable(
  'service_desk_location_calendars',
  {
    id: id(),
    organisationId: organisationId(),
    locationId: uuid('location_id').notNull(),
    calendar: jsonb('calendar').$type<DomainCalendar>().notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('service_desk_location_calendars_unique').on(t.organisationId, t.locationId)],
);
