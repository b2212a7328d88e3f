import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPAIR_APPROVALS, REPAIR_FULFILMENTS, REPAIR_STATES, type RepairApproval, type RepairFulfilment, type RepairState } from '../../../../src/apps/returns/domain/repair-state';
import type { RepairSlaTargets } from '../../../../src/apps/returns/domain/repair-sla';
import { FAULT_CATEGORIES, type FaultCategory } from '../../../../src/apps/returns/domain/repair-terms';
import type { PostalAddress } from '../../../kernel';
import { at, createdAt, id, inList, minor, organisationId, personId, users, version } from '../../../kernel-schema';

/**
 * One device sent to repair by the person who holds it. In the repair cart (state null) it is a draft the person
 * describes; submitted, it takes GSX's states, one corporate order in Manage Orders for the devices submitted together.
 * The asset is Manage's, named by id and described as it was when picked (an app keeps no foreign key to another's table).
 */
export const repairs = pgTable(
  'returns_repairs',
  {
    id: id(),
    organisationId: organisationId(),
    personId: personId(),
    assetId: uuid('asset_id').notNull(),
    assetTag: text('asset_tag').notNull(),
    model: text('model').notNull(),
    serial: text('serial'),
    /** Null while in the cart. */
    state: text('state').$type<RepairState>(),
    faultCategory: text('fault_category').$type<FaultCategory>(),
    description: text('description').notNull().default(''),
    /** The estimate table's price when the device was submitted (or now, in the cart); null when the model has none. */
    estimateMinor: minor('estimate_minor'),
    currency: text('currency'),
    approval: text('approval').$type<RepairApproval>().notNull().default('none'),
    /** Who may decide on the estimate, resolved when it was submitted. */
    approverIds: jsonb('approver_ids').$type<string[]>().notNull().default([]),
    orderId: uuid('order_id'),
    orderNumber: integer('order_number'),
    fulfilment: text('fulfilment').$type<RepairFulfilment>(),
    loanerAssetId: uuid('loaner_asset_id'),
    /** Where the person sends the device from and has it shipped back to; null when they hand it in at the repair desk. */
    returnAddress: jsonb('return_address').$type<PostalAddress>(),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('returns_repairs_person_idx').on(t.organisationId, t.personId, t.createdAt),
    index('returns_repairs_order_idx').on(t.organisationId, t.orderId),
    // A device is in one open repair (or cart line) at a time.
    uniqueIndex('returns_repairs_open_asset_unique')
      .on(t.organisationId, t.assetId)
      .where(sql`${t.state} is null or ${t.state} not in ('completed', 'declined')`),
    check('returns_repairs_state_check', sql`${t.state} is null or ${t.state} in (${inList(REPAIR_STATES)})`),
    check('returns_repairs_approval_check', sql`${t.approval} in (${inList(REPAIR_APPROVALS)})`),
    check('returns_repairs_fault_check', sql`${t.faultCategory} is null or ${t.faultCategory} in (${inList(FAULT_CATEGORIES)})`),
    check('returns_repairs_fulfilment_check', sql`${t.fulfilment} is null or ${t.fulfilment} in (${inList(REPAIR_FULFILMENTS)})`),
  ],
);

/** Each state a repair entered, when and by whom: its SLA clocks are counted from these. */
export const repairSteps = pgTable(
  'returns_repair_steps',
  {
    id: id(),
    organisationId: organisationId(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    state: text('state').$type<RepairState>().notNull(),
    at: at('at').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('returns_repair_steps_repair_idx').on(t.repairId, t.at)],
);

/** A photo of a fault, uploaded to the kernel's files; on a repair once its cart line names it. */
export const repairPhotos = pgTable(
  'returns_repair_photos',
  {
    id: id(),
    organisationId: organisationId(),
    repairId: uuid('repair_id').references(() => repairs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('returns_repair_photos_repair_idx').on(t.repairId)],
);

/** The estimate table an admin edits: what a fault of a model usually costs. */
export const repairEstimates = pgTable(
  'returns_repair_estimates',
  {
    id: id(),
    organisationId: organisationId(),
    model: text('model').notNull(),
    faultCategory: text('fault_category').$type<FaultCategory>().notNull(),
    amountMinor: minor('amount_minor').notNull(),
  },
  (t) => [
    uniqueIndex('returns_repair_estimates_unique').on(t.organisationId, sql`lower(${t.model})`, t.faultCategory),
    check('returns_repair_estimates_fault_check', sql`${t.faultCategory} in (${inList(FAULT_CATEGORIES)})`),
    check('returns_repair_estimates_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/** The organisation's repair settings: one row at most; without it the default SLA targets hold. */
export const repairSettings = pgTable('returns_repair_settings', {
  organisationId: organisationId().primaryKey(),
  targets: jsonb('targets').$type<RepairSlaTargets>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  version: version(),
});
