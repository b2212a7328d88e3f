import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_STATES, IMPACTS, SERVICE_KINDS, SLA_STATES } from '../../../../contract/apps/service-desk/ticket-schemas';
import { approvalVoteColumns, at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';
import { deskCategories, deskPriorities, deskServiceTypes, deskSlaPolicies, deskStatuses, deskTeams, deskTicketTypes, type StatusCategory } from './config';
import type { ApprovalStepRule } from '../../../../src/domain/approvals/approval-rules';
import type { FormAnswerValue } from '../../../../src/apps/service-desk/domain/form-answers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ServiceKind = (typeof SERVICE_KINDS)[number];
export type SlaStateValue = (typeof SLA_STATES)[number];
export type ApprovalStateValue = (typeof APPROVAL_STATES)[number];
export type Impact = (typeof IMPACTS)[number];
export type { FormAnswerValue };

/** One approval step as the ticket froze it when it was opened: whoever the rule named then decides. */
export type TicketApprovalStep = ApprovalStepRule;

/** The last ticket number of each organisation: `RES#n` is taken by bumping this row, which locks it for the transaction. */
export const deskCounters = pgTable('service_desk_counters', {
  organisationId: organisationId().primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const deskTickets = pgTable(
  'service_desk_tickets',
  {
    id: id(),
    organisationId: organisationId(),
    number: integer('number').notNull(),
    serviceType: text('service_type').$type<ServiceKind>().notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    requestTypeId: uuid('request_type_id').references(() => deskServiceTypes.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => deskCategories.id, { onDelete: 'set null' }),
    ticketTypeId: uuid('ticket_type_id').references(() => deskTicketTypes.id, { onDelete: 'set null' }),
    impact: text('impact').$type<Impact>(),
    statusId: uuid('status_id')
      .notNull()
      .references(() => deskStatuses.id),
    /** The status's category, kept with it so queues filter and count without a join. */
    statusCategory: text('status_category').$type<StatusCategory>().notNull(),
    priorityId: uuid('priority_id').references(() => deskPriorities.id),
    /** The order of the priority and of the status, kept by triggers (0008), so a queue sorts by them from an index. */
    priorityRank: integer('priority_rank').notNull().default(0),
    statusRank: integer('status_rank').notNull().default(0),
    teamId: uuid('team_id').references(() => deskTeams.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    requesterUserId: uuid('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower case; an external session sees the tickets of its own address. */
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name').notNull(),
    answers: jsonb('answers').$type<Record<string, FormAnswerValue>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** A Manage asset's id; no foreign key, since an app never depends on another app's tables. */
    assetId: uuid('asset_id'),
    approvalState: text('approval_state').$type<ApprovalStateValue>().notNull().default('none'),
    approvalSteps: jsonb('approval_steps').$type<TicketApprovalStep[]>().notNull().default([]),
    mergedIntoId: uuid('merged_into_id'),
    /** The SLA as last computed (on every change and by the escalation job), so queues and the dashboard are SQL. */
    slaPolicyId: uuid('sla_policy_id').references(() => deskSlaPolicies.id, { onDelete: 'set null' }),
    slaState: text('sla_state').$type<SlaStateValue>().notNull().default('none'),
    /** The earliest deadline of a running clock. */
    dueAt: at('due_at'),
    firstResponseDueAt: at('first_response_due_at'),
    resolutionDueAt: at('resolution_due_at'),
    firstRespondedAt: at('first_responded_at'),
    resolvedAt: at('resolved_at'),
    escalatedAt: at('escalated_at'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', regexp_replace(subject || ' ' || description || ' ' || requester_name || ' ' || requester_email, '[^[:alnum:]]+', ' ', 'g'))`,
    ),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('service_desk_tickets_number_unique').on(t.organisationId, t.number),
    // Each queue reads one kind, mostly the open ones, newest change first.
    index('service_desk_tickets_queue_idx').on(t.organisationId, t.serviceType, t.statusCategory, t.updatedAt),
    index('service_desk_tickets_kind_updated_idx').on(t.organisationId, t.serviceType, t.updatedAt),
    index('service_desk_tickets_status_idx').on(t.organisationId, t.statusId, t.updatedAt),
    index('service_desk_tickets_priority_idx').on(t.organisationId, t.priorityId, t.updatedAt),
    // Each sort of the queue walks an index in its order and stops at the page (the id breaks ties the same way).
    index('service_desk_tickets_updated_idx').on(t.organisationId, t.updatedAt, t.id),
    index('service_desk_tickets_priority_rank_idx').on(t.organisationId, t.priorityRank, t.id),
    index('service_desk_tickets_status_rank_idx').on(t.organisationId, t.statusRank, t.id),
    index('service_desk_tickets_open_due_idx')
      .on(t.organisationId, t.dueAt, t.id)
      .where(sql`${t.statusCategory} in ('new', 'open', 'pending')`),
    index('service_desk_tickets_team_idx').on(t.organisationId, t.teamId, t.updatedAt),
    index('service_desk_tickets_assignee_idx').on(t.organisationId, t.assigneeId, t.updatedAt),
    index('service_desk_tickets_due_idx').on(t.organisationId, t.slaState, t.dueAt),
    index('service_desk_tickets_requester_idx').on(t.organisationId, t.requesterUserId, t.updatedAt),
    // An external session knows only its address, which may have tickets with several organisations.
    index('service_desk_tickets_requester_email_idx').on(t.requesterEmail, t.updatedAt),
    index('service_desk_tickets_resolved_idx').on(t.organisationId, t.resolvedAt),
    index('service_desk_tickets_tags_idx').using('gin', t.tags),
    index('service_desk_tickets_search_idx').using('gin', t.search).with({ fastupdate: false }),
    check('service_desk_tickets_kind_check', sql`${t.serviceType} in (${inList(SERVICE_KINDS)})`),
    check('service_desk_tickets_sla_check', sql`${t.slaState} in (${inList(SLA_STATES)})`),
    check('service_desk_tickets_approval_check', sql`${t.approvalState} in (${inList(APPROVAL_STATES)})`),
  ],
);

/** People kept in copy of a ticket's public replies; a colleague by account, anyone else by address. */
export const deskCopies = pgTable(
  'service_desk_copies',
  {
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => deskTickets.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.email] }), index('service_desk_copies_user_idx').on(t.organisationId, t.userId)],
);

export type MessageChannel = 'portal' | 'inbound' | 'outbound';
export type MessageAuthorKind = 'requester' | 'agent' | 'system' | 'other';
/** What the desk recorded by itself, which the agents' screen words in their language: a mail that never arrived. */
export type MessageEvent = { readonly kind: 'delivery-failed'; readonly recipient: string };

export const deskMessages = pgTable(
  'service_desk_messages',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => deskTickets.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    visibility: text('visibility').$type<'public' | 'internal'>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    authorKind: text('author_kind').$type<MessageAuthorKind>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    /**
     * The mail Message-ID this message came in with, or for a ticket opened in the portal the one its mails refer to
     * as the thread's start. What went out to each recipient is in service_desk_sent_mail.
     */
    mailMessageId: text('mail_message_id'),
    event: jsonb('event').$type<MessageEvent>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_desk_messages_ticket_idx').on(t.ticketId, t.at),
    index('service_desk_messages_mail_idx').on(t.organisationId, t.mailMessageId),
    check('service_desk_messages_visibility_check', sql`${t.visibility} in ('public', 'internal')`),
  ],
);

/**
 * Every mail the desk sent about a ticket, to whom and under which Message-ID (random, one per recipient): a reply
 * naming one proves it answers that mail of that recipient, and a bounce returning one says whose delivery failed.
 */
export const deskSentMail = pgTable(
  'service_desk_sent_mail',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => deskTickets.id, { onDelete: 'cascade' }),
    /** Lower case. */
    recipient: text('recipient').notNull(),
    messageId: text('message_id').notNull(),
    /** The database's clock, to the microsecond: two mails of one request still come in the order they were sent. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_desk_sent_mail_message_unique').on(t.organisationId, t.messageId),
    index('service_desk_sent_mail_recipient_idx').on(t.ticketId, t.recipient, t.createdAt),
  ],
);

/** An uploaded file: waiting for its ticket or message until it is named by one, then theirs. */
export const deskAttachments = pgTable(
  'service_desk_attachments',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id').references(() => deskTickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => deskMessages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Who uploaded it: only they may attach it. */
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('service_desk_attachments_ticket_idx').on(t.ticketId), uniqueIndex('service_desk_attachments_key_unique').on(t.organisationId, t.key)],
);

/** Every status a ticket entered, with what the SLA clocks need of it then. */
export const deskStatusChanges = pgTable(
  'service_desk_status_changes',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => deskTickets.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    statusId: uuid('status_id')
      .notNull()
      .references(() => deskStatuses.id),
    category: text('category').$type<StatusCategory>().notNull(),
    pausesSla: boolean('pauses_sla').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('service_desk_status_changes_ticket_idx').on(t.ticketId, t.at)],
);

export const deskApprovalVotes = pgTable(
  'service_desk_approval_votes',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => deskTickets.id, { onDelete: 'cascade' }),
    ...approvalVoteColumns(),
  },
  (t) => [
    uniqueIndex('service_desk_approval_votes_unique').on(t.ticketId, t.step, t.approverId),
    index('service_desk_approval_votes_approver_idx').on(t.organisationId, t.approverId),
    check('service_desk_approval_votes_decision_check', sql`${t.decision} in ('accepted', 'refused')`),
  ],
);

