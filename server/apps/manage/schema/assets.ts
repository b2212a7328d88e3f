import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ASSET_STATUSES,
  CONDITION_GRADES,
  PRODUCT_TYPES,
  type AssetStatus,
  type ConditionGrade,
  type ProductType,
} from '../../../../src/apps/manage/domain/asset-status';
import { at, createdAt, id, inList, organisations, users, version } from '../../../kernel-schema';
import { manageModels, manageStatusLabels } from './configure';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const day = (name: string) => date(name, { mode: 'string' });

export const manageAssets = pgTable(
  'manage_assets',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    assetTag: text('asset_tag').notNull(),
    serial: text('serial'),
    productType: text('product_type').$type<ProductType>().notNull(),
    manufacturer: text('manufacturer'),
    model: text('model').notNull(),
    /**
     * The model in Manage Configure. `model`, `manufacturer` and `product_type` stay as the model's names and kind (the
     * search vector and the counts are built from them); a trigger keeps them and this reference agreeing (0022).
     */
    modelId: uuid('model_id').references(() => manageModels.id, { onDelete: 'restrict' }),
    /** The admin's status label; a trigger gives the status's default label when none is named (0022). */
    statusLabelId: uuid('status_label_id').references(() => manageStatusLabels.id, { onDelete: 'restrict' }),
    specs: text('specs'),
    status: text('status').$type<AssetStatus>().notNull(),
    condition: text('condition').$type<ConditionGrade>(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The site in Locations, kept without a foreign key: Locations is another app's (read through the places port). */
    locationId: uuid('location_id'),
    purchaseDate: day('purchase_date'),
    costCents: integer('cost_cents'),
    supplier: text('supplier'),
    invoiceNumber: text('invoice_number'),
    warrantyEnd: day('warranty_end'),
    endOfLife: day('end_of_life'),
    notes: text('notes'),
    customFields: jsonb('custom_fields').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** The photo's key in the organisation's file store; answers carry a signed link to it, never the key's bytes. */
    photoKey: text('photo_key'),
    archived: boolean('archived').notNull().default(false),
    /**
     * The Device Hub unit the asset was bought as (order, line, device of the line), kept by Manage without a foreign
     * key to commerce's tables: a retried shipment finds the assets it made instead of making them again.
     */
    purchaseOrderId: uuid('purchase_order_id'),
    purchaseLineId: uuid('purchase_line_id'),
    purchaseUnit: integer('purchase_unit'),
    /** The holder's name and the local part of their address, kept by triggers (see 0003_manage_scale.sql). */
    assigneeLabel: text('assignee_label'),
    /** Words of tag, serial, maker, model and holder, split at every non-alphanumeric (`-001` would be a number). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', regexp_replace(asset_tag || ' ' || coalesce(serial, '') || ' ' || coalesce(manufacturer, '') || ' ' || model
        || ' ' || coalesce(assignee_label, ''), '[^[:alnum:]]+', ' ', 'g'))`,
    ),
    /** Tag and serial run together in lower case: `acme-0001` and `ACME0001` both find ACME-000123 by btree prefix. */
    tagKey: text('tag_key').generatedAlwaysAs(sql`lower(regexp_replace(asset_tag, '[^[:alnum:]]+', '', 'g'))`),
    serialKey: text('serial_key').generatedAlwaysAs(sql`lower(regexp_replace(serial, '[^[:alnum:]]+', '', 'g'))`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('manage_assets_tag_unique').on(t.organisationId, t.assetTag),
    uniqueIndex('manage_assets_serial_unique').on(t.organisationId, t.serial),
    uniqueIndex('manage_assets_purchase_unique').on(t.organisationId, t.purchaseOrderId, t.purchaseLineId, t.purchaseUnit),
    // Each list filter leads to its own index, ending in the default sort so a page is read in order.
    index('manage_assets_status_idx').on(t.organisationId, t.status, t.assetTag),
    index('manage_assets_type_idx').on(t.organisationId, t.productType, t.assetTag),
    index('manage_assets_location_idx').on(t.organisationId, t.locationId, t.assetTag),
    index('manage_assets_assignee_idx').on(t.organisationId, t.assigneeId),
    index('manage_assets_updated_idx').on(t.organisationId, t.updatedAt),
    index('manage_assets_model_idx').on(t.organisationId, t.model),
    index('manage_assets_model_id_idx').on(t.modelId),
    index('manage_assets_status_label_idx').on(t.statusLabelId),
    index('manage_assets_purchase_idx').on(t.organisationId, t.purchaseDate),
    index('manage_assets_warranty_idx').on(t.organisationId, t.warrantyEnd),
    // No pending list: PGlite runs no autovacuum to flush one, and every search would scan it.
    index('manage_assets_search_idx').using('gin', t.search).with({ fastupdate: false }),
    // Both key indexes also INCLUDE the id (migration 0009), which drizzle-kit cannot declare.
    index('manage_assets_tag_key_idx').on(t.organisationId, t.tagKey.op('text_pattern_ops')),
    index('manage_assets_serial_key_idx').on(t.organisationId, t.serialKey.op('text_pattern_ops')),
    check('manage_assets_status_check', sql`${t.status} in (${inList(ASSET_STATUSES)})`),
    check('manage_assets_type_check', sql`${t.productType} in (${inList(PRODUCT_TYPES)})`),
    check('manage_assets_condition_check', sql`${t.condition} in (${inList(CONDITION_GRADES)})`),
    // The rule of the domain, kept by the database too: whoever holds an asset is named.
    check('manage_assets_held_check', sql`${t.status} not in ('deployed', 'pending-return') or ${t.assigneeId} is not null`),
  ],
);

/**
 * How many assets each combination of the list's filters holds, kept by statement triggers on manage_assets: a page
 * of 100,000 assets answers its total from a handful of rows instead of counting them all. The nil uuid is no site
 * (NO_SITE; a key part cannot be null).
 */
export const manageAssetCounts = pgTable(
  'manage_asset_counts',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    archived: boolean('archived').notNull(),
    status: text('status').notNull(),
    productType: text('product_type').notNull(),
    locationId: uuid('location_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.archived, t.status, t.productType, t.locationId] })],
);
