import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, type AssetStatus, type ProductType } from '../../../../src/apps/manage/domain/asset-status';
import {
  CUSTOM_FIELD_KINDS,
  STATUS_LABEL_TYPES,
  type CustomFieldKind,
  type ModelSpec,
  type StatusLabelType,
} from '../../../../src/apps/manage/domain/fleet-config';
import { at, createdAt, id, inList, organisations, version } from '../../../kernel-schema';

const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

/** A name is unique in the organisation whatever its case: "Lenovo" and "lenovo" are one maker. */
const lowerName = (name: AnyPgColumn) => sql`lower(${name})`;

/** Straight-line depreciation over months down to an optional floor (salvage value). */
export const manageDepreciations = pgTable(
  'manage_depreciations',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    months: integer('months').notNull(),
    floorCents: integer('floor_cents'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('manage_depreciations_name_unique').on(t.organisationId, lowerName(t.name)),
    check('manage_depreciations_months_check', sql`${t.months} between 1 and 600`),
    check('manage_depreciations_floor_check', sql`${t.floorCents} >= 0`),
  ],
);

export const manageManufacturers = pgTable(
  'manage_manufacturers',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    url: text('url'),
    supportUrl: text('support_url'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [uniqueIndex('manage_manufacturers_name_unique').on(t.organisationId, lowerName(t.name))],
);

/**
 * A product type (Snipe-IT's category): the organisation's own name over one of the kinds the lists filter by, with
 * the custom fields its assets carry and the depreciation its models inherit.
 */
export const manageProductTypes = pgTable(
  'manage_product_types',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    kind: text('kind').$type<ProductType>().notNull(),
    depreciationId: uuid('depreciation_id').references(() => manageDepreciations.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('manage_product_types_name_unique').on(t.organisationId, lowerName(t.name)),
    index('manage_product_types_kind_idx').on(t.organisationId, t.kind),
    check('manage_product_types_kind_check', sql`${t.kind} in (${inList(PRODUCT_TYPES)})`),
  ],
);

export const manageModels = pgTable(
  'manage_models',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    manufacturerId: uuid('manufacturer_id').references(() => manageManufacturers.id, { onDelete: 'restrict' }),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => manageProductTypes.id, { onDelete: 'restrict' }),
    modelNumber: text('model_number'),
    specs: jsonb('specs').$type<ModelSpec[]>().notNull().default([]),
    /** The default image's key in the organisation's file store, as an asset's photo is kept. */
    imageKey: text('image_key'),
    eolMonths: integer('eol_months'),
    /** When set, overrides the product type's schedule. */
    depreciationId: uuid('depreciation_id').references(() => manageDepreciations.id, { onDelete: 'restrict' }),
    requestable: boolean('requestable').notNull().default(false),
    minQuantity: integer('min_quantity'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    // One model per maker, name and number within a type; the nil uuid stands for no maker (a key part cannot be null).
    uniqueIndex('manage_models_name_unique').on(
      t.organisationId,
      t.productTypeId,
      sql`coalesce(${t.manufacturerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      lowerName(t.name),
      sql`coalesce(${t.modelNumber}, '')`,
    ),
    index('manage_models_manufacturer_idx').on(t.manufacturerId),
    index('manage_models_type_idx').on(t.productTypeId),
    check('manage_models_eol_check', sql`${t.eolMonths} between 0 and 600`),
    check('manage_models_min_check', sql`${t.minQuantity} >= 0`),
  ],
);

/** A field every asset of the product type carries; values live in the asset's `custom_fields`, keyed by name. */
export const manageCustomFields = pgTable(
  'manage_custom_fields',
  {
    id: id(),
    organisationId: organisationId(),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => manageProductTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CustomFieldKind>().notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('manage_custom_fields_name_unique').on(t.productTypeId, lowerName(t.name)),
    check('manage_custom_fields_kind_check', sql`${t.kind} in (${inList(CUSTOM_FIELD_KINDS)})`),
  ],
);

/**
 * Labels an admin names and colours, each of one of Snipe-IT's types. `for_status` marks the label a lifecycle status
 * starts with (see DEFAULT_STATUS_LABELS); the database gives new and moved assets that label (migration 0022).
 */
export const manageStatusLabels = pgTable(
  'manage_status_labels',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    type: text('type').$type<StatusLabelType>().notNull(),
    colour: text('colour').notNull(),
    forStatus: text('for_status').$type<AssetStatus>(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('manage_status_labels_name_unique').on(t.organisationId, lowerName(t.name)),
    uniqueIndex('manage_status_labels_status_unique').on(t.organisationId, t.forStatus),
    check('manage_status_labels_type_check', sql`${t.type} in (${inList(STATUS_LABEL_TYPES)})`),
    check('manage_status_labels_colour_check', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** Organisation-wide settings of the fleet; the Audit Manager reads the interval through the audit policy port. */
export const manageFleetSettings = pgTable(
  'manage_fleet_settings',
  {
    organisationId: uuid('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    auditIntervalMonths: integer('audit_interval_months'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [check('manage_fleet_settings_audit_check', sql`${t.auditIntervalMonths} between 1 and 120`)],
);
