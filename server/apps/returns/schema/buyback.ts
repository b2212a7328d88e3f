import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AgeBand } from '../../../../src/domain/pricing/device-pricing';
import type { DeclaredCondition } from '../../../../src/apps/returns/domain/buyback-condition';
import type { DeviceGrade } from '../../../../src/apps/returns/domain/buyback-grades';
import type { BuybackRules } from '../../../../src/apps/returns/domain/buyback-rules';
import { BUYBACK_STATUSES, type BuybackStatus } from '../../../../src/apps/returns/domain/buyback-status';
import { BUYBACK_CHANNELS, type BuybackChannel } from '../../../../src/apps/returns/domain/slug';
import type { WipeCertificateFields } from '../../../../src/apps/returns/domain/wipe-certificate';
import type { PostalAddress } from '../../../kernel';
import { at, createdAt, id, inList, minor, organisationId, personId, users, version } from '../../../kernel-schema';

/** Every version of an organisation's buyback price rules: a save adds one, a quote names the one it was priced by. */
export const returnsBuybackRules = pgTable(
  'returns_buyback_rules',
  {
    id: id(),
    organisationId: organisationId(),
    version: integer('version').notNull(),
    rules: jsonb('rules').$type<Omit<BuybackRules, 'version'>>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('returns_buyback_rules_version_unique').on(t.organisationId, t.version)],
);

/** What the inspection found when it differed from the declaration, shown to the person with the new price. */
export interface CounterOffer {
  readonly grade: DeviceGrade;
  readonly amount: number;
  readonly reasons: string;
  readonly photoIds: readonly string[];
  readonly at: string;
}

/** One device sold back: its quote (kept as given), the order it became, its inspection, and its settlement. */
export const returnsBuybacks = pgTable(
  'returns_buybacks',
  {
    id: id(),
    organisationId: organisationId(),
    personId: personId(),
    channel: text('channel').$type<BuybackChannel>().notNull(),
    status: text('status').$type<BuybackStatus>().notNull(),
    /** The fleet's asset; no foreign key, the fleet is another app's table. */
    assetId: uuid('asset_id').notNull(),
    assetTag: text('asset_tag').notNull(),
    serial: text('serial'),
    model: text('model').notNull(),
    condition: jsonb('condition').$type<DeclaredCondition>().notNull(),
    quotedGrade: jsonb('quoted_grade').$type<DeviceGrade>().notNull(),
    quotedAmount: minor('quoted_amount').notNull(),
    currency: text('currency').notNull(),
    ageBand: text('age_band').$type<AgeBand>().notNull(),
    rulesVersion: integer('rules_version').notNull(),
    quotedAt: at('quoted_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Where the person sends the device from, and where a declined one goes back to. */
    senderAddress: jsonb('sender_address').$type<PostalAddress>(),
    /** The buyback order in Manage Orders; no foreign key, orders are commerce's. */
    orderId: uuid('order_id'),
    orderNumber: integer('order_number'),
    receivedAt: at('received_at'),
    inspectionDueAt: at('inspection_due_at'),
    inspectedGrade: jsonb('inspected_grade').$type<DeviceGrade>(),
    counter: jsonb('counter').$type<CounterOffer>(),
    returnDueAt: at('return_due_at'),
    agreedAmount: minor('agreed_amount'),
    settledAt: at('settled_at'),
    settlementNumber: text('settlement_number'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('returns_buybacks_person_idx').on(t.organisationId, t.personId, t.quotedAt),
    index('returns_buybacks_status_idx').on(t.organisationId, t.status, t.quotedAt),
    index('returns_buybacks_asset_idx').on(t.organisationId, t.assetId),
    check('returns_buybacks_status_check', sql`${t.status} in (${inList(BUYBACK_STATUSES)})`),
    check('returns_buybacks_channel_check', sql`${t.channel} in (${inList(BUYBACK_CHANNELS)})`),
    check('returns_buybacks_amount_check', sql`${t.quotedAmount} >= 0 and coalesce(${t.agreedAmount}, 0) >= 0`),
  ],
);

/** Photos taken at inspection, in the organisation's file store. */
export const returnsBuybackPhotos = pgTable(
  'returns_buyback_photos',
  {
    id: id(),
    organisationId: organisationId(),
    buybackId: uuid('buyback_id')
      .notNull()
      .references(() => returnsBuybacks.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('returns_buyback_photos_buyback_idx').on(t.buybackId)],
);

/** The data wipe certificate of a bought-back device: one per buyback, never changed once recorded. */
export const returnsWipeCertificates = pgTable(
  'returns_wipe_certificates',
  {
    id: id(),
    organisationId: organisationId(),
    buybackId: uuid('buyback_id')
      .notNull()
      .references(() => returnsBuybacks.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').notNull(),
    fields: jsonb('fields').$type<WipeCertificateFields>().notNull(),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [uniqueIndex('returns_wipe_certificates_buyback_unique').on(t.buybackId)],
);
