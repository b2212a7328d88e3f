import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../../contract/common';
import type { Language } from '../../../../src/domain/i18n/language';
import type { ChecklistItem } from '../../../../src/apps/people/domain/onboarding-progress';
import type { KeptInvitationStatus } from '../../../../src/apps/people/domain/invitation-status';
import type { PostalAddress } from '../../../kernel';
import { at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';

/** Where the hire asked their kit to go: one of the organisation's offices, or an address of their own (checked). */
export type KitDelivery = { readonly kind: 'place'; readonly placeId: string } | { readonly kind: 'home'; readonly address: PostalAddress };

/**
 * An invitation to join the portal, and, when it has a start date, the hire's onboarding: the link (only its hash is
 * kept), who they will be (role, team, manager, location), the kits offered and the one chosen, and the kit's order.
 */
export const peopleInvitations = pgTable(
  'people_invitations',
  {
    id: id(),
    organisationId: organisationId(),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role').$type<Role>().notNull(),
    team: text('team'),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /** A site of Locations; no foreign key, the sites are commerce's. */
    locationId: uuid('location_id'),
    /** The invitee's language, which their mails are written in until they have an account. */
    language: text('language').$type<Language>().notNull(),
    startDay: date('start_day', { mode: 'string' }),
    kitIds: jsonb('kit_ids').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<KeptInvitationStatus>().notNull(),
    expiresAt: at('expires_at').notNull(),
    sentAt: at('sent_at').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: at('accepted_at'),
    /** The account the acceptance made. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    kitId: uuid('kit_id'),
    delivery: jsonb('delivery').$type<KitDelivery>(),
    /** The day the order job runs, and whether that was already too late for the start date. */
    orderDay: date('order_day', { mode: 'string' }),
    orderLate: boolean('order_late').notNull().default(false),
    /** The kit's order in Manage Orders; no foreign key, orders are commerce's. */
    orderId: uuid('order_id'),
    orderNumber: integer('order_number'),
    orderedAt: at('ordered_at'),
    /** Why the order job could not order (out of stock, a kit withdrawn), until someone orders it again. */
    orderProblem: text('order_problem'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('people_invitations_token_unique').on(t.tokenHash),
    index('people_invitations_org_idx').on(t.organisationId, t.createdAt),
    index('people_invitations_email_idx').on(t.organisationId, t.email),
    check('people_invitations_status_check', sql`${t.status} in (${inList(['pending', 'accepted', 'revoked'])})`),
  ],
);

/** One account of a hire's checklist set up, by whom and when; an unticked item has no row. */
export const peopleOnboardingChecks = pgTable(
  'people_onboarding_checks',
  {
    organisationId: organisationId(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => peopleInvitations.id, { onDelete: 'cascade' }),
    item: text('item').$type<ChecklistItem>().notNull(),
    doneById: uuid('done_by_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: at('done_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invitationId, t.item] })],
);
