/** A record of the fleet's configuration as the screen lists it: every one has these, and counts what uses it. */
export interface ConfigRecord {
  readonly id: string;
  readonly name: string;
  readonly version: number;
  readonly assetCount: number;
}

/** The kinds of record Manage Configure lists, each with add, edit and delete. */
export const CONFIG_KINDS = ['models', 'manufacturers', 'productTypes', 'statusLabels', 'depreciations'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

export type ConfigValues = Readonly<Record<string, unknown>>;

/** Manage Configure's calls: each kind's list and changes, custom fields of a type, and the fleet settings. */
export interface ConfigureGateway {
  list(kind: ConfigKind): Promise<{ readonly items: readonly (ConfigRecord & Record<string, unknown>)[] }>;
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
