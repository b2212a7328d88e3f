import type { AssetStatus, ProductType } from '../../domain/asset-status';
import type { CustomFieldDefinition } from '../../domain/custom-field-values';
import type { StatusLabelType } from '../../domain/fleet-config';

/** A record of the fleet's configuration as the screen lists it: every one has these, and counts what uses it. */
export interface ConfigRecord {
  readonly id: string;
  readonly name: string;
  readonly version: number;
  readonly assetCount: number;
}

/** A model as a form offers it: its names, maker and kind fill an asset's. */
export type ModelRecord = ConfigRecord & {
  readonly manufacturer: { readonly id: string; readonly name: string } | null;
  readonly productType: { readonly id: string; readonly name: string; readonly kind: ProductType };
};

/** A status label and what its type lets an asset carrying it do. */
export type StatusLabelRecord = ConfigRecord & { readonly type: StatusLabelType; readonly colour: string; readonly forStatus: AssetStatus | null };

/** A product type with the custom fields its assets carry. */
export type ProductTypeRecord = ConfigRecord & { readonly kind: ProductType; readonly fields: readonly (CustomFieldDefinition & { readonly id: string })[] };

/** What each kind's list holds beyond what every record has. */
interface ConfigRecords {
  readonly models: ModelRecord;
  readonly manufacturers: ConfigRecord;
  readonly productTypes: ProductTypeRecord;
  readonly statusLabels: StatusLabelRecord;
  readonly depreciations: ConfigRecord;
}

/** The kinds of record Manage Configure lists, each with add, edit and delete. */
export const CONFIG_KINDS = ['models', 'manufacturers', 'productTypes', 'statusLabels', 'depreciations'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

export type ConfigValues = Readonly<Record<string, unknown>>;

/** Manage Configure's calls: each kind's list and changes, custom fields of a type, and the fleet settings. */
export interface ConfigureGateway {
  list<Kind extends ConfigKind>(kind: Kind): Promise<{ readonly items: readonly (ConfigRecords[Kind] & Record<string, unknown>)[] }>;
  create(kind: ConfigKind, values: ConfigValues): Promise<unknown>;
  update(kind: ConfigKind, id: string, values: ConfigValues & { readonly version: number }): Promise<unknown>;
  remove(kind: ConfigKind, id: string, version: number): Promise<void>;
  addField(productTypeId: string, values: ConfigValues): Promise<unknown>;
  updateField(id: string, values: ConfigValues & { readonly version: number }): Promise<unknown>;
  removeField(id: string, version: number): Promise<void>;
  settings(): Promise<{ readonly auditIntervalMonths: number | null; readonly version: number }>;
  saveSettings(values: { readonly auditIntervalMonths: number | null; readonly version: number }): Promise<unknown>;
}

export const CONFIGURE_GATEWAY = Symbol.for('manage.ConfigureGateway');
