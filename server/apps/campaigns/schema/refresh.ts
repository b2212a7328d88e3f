import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConditionAnswers } from '../../../../src/apps/campaigns/domain/refresh-condition';
import { GRADES, type Grade } from '../../../../src/apps/campaigns/domain/refresh-grade';
import { CHARGE_METHODS, DIAGNOSTIC_STATES, type ChargeMethod, type DiagnosticState } from '../../../../src/apps/campaigns/domain/refresh-offer';
import { at, createdAt, id, inList, organisationId, version } from '../../../kernel-schema';
import { campaignDevices, campaignIdColumn, campaignPeople, campaignPersonIdColumn, campaigns } from './campaigns';

/**
 * A Refresh Buy diagnostic of one device of a campaign's person: the answers, the grade and price they gave, until
 * when that price holds, and the person's decision. Answering again replaces the answers and prices anew.
 */
export const refreshDiagnostics = pgTable(
  'campaigns_refresh_diagnostics',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    personId: campaignPersonIdColumn(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => campaignDevices.id, { onDelete: 'cascade' }),
    state: text('state').$type<DiagnosticState>().notNull(),
    answers: jsonb('answers').$type<ConditionAnswers>(),
    grade: text('grade').$type<Grade>(),
    /** Minor units; null while no rule prices the model and age. */
    price: integer('price'),
    pricedAt: at('priced_at'),
    expiresAt: at('expires_at'),
    chargeMethod: text('charge_method').$type<ChargeMethod>(),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('campaigns_refresh_diagnostics_device_unique').on(t.deviceId),
    index('campaigns_refresh_diagnostics_campaign_idx').on(t.organisationId, t.campaignId),
    check('campaigns_refresh_diagnostics_state_check', sql`${t.state} in (${inList(DIAGNOSTIC_STATES)})`),
    check('campaigns_refresh_diagnostics_grade_check', sql`${t.grade} is null or ${t.grade} in (${inList(GRADES)})`),
  ],
);

/**
 * What an accepted price charges the person: a record of this app, for the wallet (another app) or payroll to
 * settle. Appended once per diagnostic, never changed.
 */
export const refreshCharges = pgTable(
  'campaigns_refresh_charges',
  {
    id: id(),
    organisationId: organisationId(),
    diagnosticId: uuid('diagnostic_id')
      .notNull()
      .references(() => refreshDiagnostics.id, { onDelete: 'cascade' }),
    personId: campaignPersonIdColumn(),
    /** The member charged, when the person still has an account. */
    userId: uuid('user_id'),
    method: text('method').$type<ChargeMethod>().notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaigns_refresh_charges_diagnostic_unique').on(t.diagnosticId),
    check('campaigns_refresh_charges_method_check', sql`${t.method} in (${inList(CHARGE_METHODS)})`),
    check('campaigns_refresh_charges_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * A Refresh Go campaign's shareable address. Unlike a person's link it is meant to be passed around the whole
 * organisation and shown again to the admin, so the token is kept as it is; revoking it closes the page.
 */
export const refreshGoLinks = pgTable(
  'campaigns_refresh_go_links',
  {
    campaignId: uuid('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    token: text('token').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaigns_refresh_go_links_token_unique').on(t.token)],
);

/** An employee's start of their refresh: the device they asked for, and the Recover flow that takes the old one back. */
export const refreshGoStarts = pgTable(
  'campaigns_refresh_go_starts',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    /** The member who started, found by their work address. */
    userId: uuid('user_id').notNull(),
    newDevice: text('new_device').notNull(),
    /** The id of the Device Hub kit picked, when the campaign offers kits (its name is `newDevice`). */
    reference: text('reference'),
    /** The Recover campaign that takes the old devices of this campaign's people back, and this person's part of it. */
    returnCampaignId: uuid('return_campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    returnPersonId: uuid('return_person_id').references(() => campaignPeople.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaigns_refresh_go_starts_user_unique').on(t.campaignId, t.userId)],
);
