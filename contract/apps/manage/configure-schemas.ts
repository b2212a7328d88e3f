import * as z from 'zod';
import { text } from '../../text';
import { Cents, Id, Notes, OptionalText, ShortText, Version } from '../../common';
import { ASSET_STATUSES } from '../../../src/apps/manage/domain/asset-status';
import { CUSTOM_FIELD_KINDS } from '../../../src/apps/manage/domain/fleet-config';
import { ProductType, StatusLabelType } from './asset-schemas';

const Count = z.int().min(0);
const Months = z.int().min(1).max(600);
const Colour = text().trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, 'a colour like #1f6feb');
const Link = text().trim().max(300).nullable().optional();
export const CustomFieldKind = z.enum(CUSTOM_FIELD_KINDS);

/** What deleting a record would leave without it: how many assets (and models) name it. */
const usage = { assetCount: Count };

export const ManufacturerItem = z.object({
  id: Id,
  name: text(),
  url: text().nullable(),
  supportUrl: text().nullable(),
  supportEmail: text().nullable(),
  supportPhone: text().nullable(),
  notes: text().nullable(),
  modelCount: Count,
  ...usage,
  version: Version,
});
export type ManufacturerItem = z.infer<typeof ManufacturerItem>;
export const ManufacturerInput = z.strictObject({
  name: ShortText,
  url: Link,
  supportUrl: Link,
  supportEmail: OptionalText,
  supportPhone: OptionalText,
  notes: Notes,
});
export const ManufacturerList = z.object({ items: z.array(ManufacturerItem) });

export const DepreciationItem = z.object({ id: Id, name: text(), months: Months, floorCents: Cents.nullable(), useCount: Count, ...usage, version: Version });
export type DepreciationItem = z.infer<typeof DepreciationItem>;
export const DepreciationInput = z.strictObject({ name: ShortText, months: Months, floorCents: Cents.nullable().optional() });
export const DepreciationList = z.object({ items: z.array(DepreciationItem) });

const FieldOption = text().trim().min(1).max(120);
export const CustomFieldItem = z.object({
  id: Id,
  productTypeId: Id,
  name: text(),
  kind: CustomFieldKind,
  options: z.array(text()),
  required: z.boolean(),
  position: z.int(),
  version: Version,
});
export type CustomFieldItem = z.infer<typeof CustomFieldItem>;
const CustomFieldShape = z.strictObject({
  name: text().trim().min(1).max(60),
  kind: CustomFieldKind,
  options: z.array(FieldOption).max(100),
  required: z.boolean(),
  position: z.int().min(0).max(1000),
});
const optionsOk = (field: { kind?: string; options?: readonly string[] }) => field.kind !== 'list' || (field.options?.length ?? 0) > 0;
const optionsOnce = (field: { options?: readonly string[] }) =>
  new Set(field.options?.map((option) => option.toLowerCase())).size === (field.options?.length ?? 0);
/** A list answers one of its options: it needs at least one, each once (in any case). */
export const CustomFieldInput = CustomFieldShape.extend({
  options: CustomFieldShape.shape.options.default([]),
  required: CustomFieldShape.shape.required.default(false),
  position: CustomFieldShape.shape.position.optional(),
})
  .refine(optionsOk, { path: ['options'], message: 'a list needs at least one option' })
  .refine(optionsOnce, { path: ['options'], message: 'each option once' });
export const UpdateCustomFieldInput = CustomFieldShape.partial()
  .extend({ version: Version })
  .refine(optionsOk, { path: ['options'], message: 'a list needs at least one option' })
  .refine(optionsOnce, { path: ['options'], message: 'each option once' });

export const ProductTypeItem = z.object({
  id: Id,
  name: text(),
  kind: ProductType,
  depreciationId: Id.nullable(),
  fields: z.array(CustomFieldItem),
  modelCount: Count,
  ...usage,
  version: Version,
});
export type ProductTypeItem = z.infer<typeof ProductTypeItem>;
export const ProductTypeInput = z.strictObject({ name: ShortText, kind: ProductType, depreciationId: Id.nullable().optional() });
export const ProductTypeList = z.object({ items: z.array(ProductTypeItem) });

export const ModelSpec = z.object({ key: text().trim().min(1).max(60), value: text().trim().max(200) });
export const ModelItem = z.object({
  id: Id,
  name: text(),
  manufacturer: z.object({ id: Id, name: text() }).nullable(),
  productType: z.object({ id: Id, name: text(), kind: ProductType }),
  modelNumber: text().nullable(),
  specs: z.array(ModelSpec),
  /** A short-lived signed link to the default image, for `<img src>`. */
  imageUrl: text().nullable(),
  eolMonths: z.int().min(0).max(600).nullable(),
  depreciationId: Id.nullable(),
  requestable: z.boolean(),
  minQuantity: Count.nullable(),
  notes: text().nullable(),
  ...usage,
  version: Version,
});
export type ModelItem = z.infer<typeof ModelItem>;
export const ModelInput = z.strictObject({
  name: ShortText,
  manufacturerId: Id.nullable().optional(),
  productTypeId: Id,
  modelNumber: OptionalText,
  specs: z.array(ModelSpec).max(50).optional(),
  eolMonths: z.int().min(0).max(600).nullable().optional(),
  depreciationId: Id.nullable().optional(),
  requestable: z.boolean().optional(),
  minQuantity: z.int().min(0).max(1_000_000).nullable().optional(),
  notes: Notes,
});
export const ModelList = z.object({ items: z.array(ModelItem) });
export const ModelListQuery = z.strictObject({ q: text().trim().max(120).optional(), productTypeId: Id.optional(), manufacturerId: Id.optional() });

export const StatusLabelItem = z.object({
  id: Id,
  name: text(),
  type: StatusLabelType,
  colour: text(),
  /** The lifecycle status this label is the default of; such a label can be renamed and recoloured but not deleted. */
  forStatus: z.enum(ASSET_STATUSES).nullable(),
  notes: text().nullable(),
  ...usage,
  version: Version,
});
export type StatusLabelItem = z.infer<typeof StatusLabelItem>;
export const StatusLabelInput = z.strictObject({ name: ShortText, type: StatusLabelType, colour: Colour, notes: Notes });
export const StatusLabelList = z.object({ items: z.array(StatusLabelItem) });

/** Version 0: never saved (no interval yet). */
const SettingsVersion = z.int().min(0).max(2_147_483_647);
export const FleetSettings = z.object({ auditIntervalMonths: z.int().min(1).max(120).nullable(), version: SettingsVersion });
export const FleetSettingsInput = z.strictObject({ auditIntervalMonths: z.int().min(1).max(120).nullable(), version: SettingsVersion });

/** Every change names the version it read; an update is any part of the record's input with it. */
export const ManufacturerUpdate = ManufacturerInput.partial().extend({ version: Version });
export const DepreciationUpdate = DepreciationInput.partial().extend({ version: Version });
export const ProductTypeUpdate = ProductTypeInput.partial().extend({ version: Version });
export const ModelUpdate = ModelInput.partial().extend({ version: Version });
export const StatusLabelUpdate = StatusLabelInput.partial().extend({ version: Version });
export const DeleteQuery = z.strictObject({ version: z.coerce.number().pipe(Version) });
