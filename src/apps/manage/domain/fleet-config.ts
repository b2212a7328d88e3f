import type { AssetStatus, ProductType } from './asset-status';

/** Snipe-IT's four kinds of status label: what an asset carrying the label may do. */
export const STATUS_LABEL_TYPES = ['deployable', 'pending', 'undeployable', 'archived'] as const;
export type StatusLabelType = (typeof STATUS_LABEL_TYPES)[number];

/** The kinds of custom field a product type may ask for. */
export const CUSTOM_FIELD_KINDS = ['text', 'number', 'date', 'list'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/** One line of a model's specifications, in the order the admin wrote them. */
export interface ModelSpec {
  readonly key: string;
  readonly value: string;
}

/**
 * The label each lifecycle status starts with: the migration gives existing assets these, and a status change moves an
 * asset to its new status's label, so the label shown always agrees with what the asset may do.
 */
export const DEFAULT_STATUS_LABELS: readonly { readonly name: string; readonly type: StatusLabelType; readonly colour: string; readonly forStatus: AssetStatus | null }[] = [
  { name: 'Ready to deploy', type: 'deployable', colour: '#2e7d32', forStatus: 'in-stock' },
  { name: 'Deployed', type: 'deployable', colour: '#1565c0', forStatus: 'deployed' },
  { name: 'Pending return', type: 'pending', colour: '#ef6c00', forStatus: 'pending-return' },
  { name: 'Out for repair', type: 'undeployable', colour: '#6d4c41', forStatus: 'in-repair' },
  { name: 'Retired', type: 'undeployable', colour: '#616161', forStatus: 'retired' },
  { name: 'Lost or stolen', type: 'undeployable', colour: '#c62828', forStatus: 'lost' },
  { name: 'Archived', type: 'archived', colour: '#424242', forStatus: null },
];

/** The product type made for each kind when an organisation has none of that kind yet (as in the migration). */
export const DEFAULT_PRODUCT_TYPE_NAMES: Readonly<Record<ProductType, string>> = {
  laptop: 'Laptops',
  desktop: 'Desktops',
  phone: 'Phones',
  tablet: 'Tablets',
  monitor: 'Monitors',
  server: 'Servers',
  network: 'Network',
  printer: 'Printers',
  other: 'Other',
};
