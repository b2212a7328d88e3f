import type { Asset, AssetChanges, CustomFieldValue, NewAsset } from '../../application/ports/assets-gateway';
import type { AssetStatus, ConditionGrade, ProductType } from '../../domain/asset-status';
import { moneyInput } from '../../../../ui/kit/format';

export interface CustomFieldRow {
  /** Keeps a row's identity while its key is being typed. */
  readonly rowId: string;
  readonly key: string;
  readonly value: string;
}

/** The asset form as typed: every field text, parsed only when saved. */
export interface AssetFormValues {
  readonly assetTag: string;
  readonly serial: string;
  readonly productType: string;
  readonly manufacturer: string;
  readonly model: string;
  /** The catalogue's model chosen, '' for none: its type's custom fields are the asset's. */
  readonly modelId: string;
  readonly specs: string;
  readonly status: string;
  /** The admin's label chosen, '' for the status's own. */
  readonly statusLabelId: string;
  readonly condition: string;
  /** The site's name as shown (and compared after a conflict); the id is what is saved. */
  readonly location: string;
  readonly locationId: string;
  readonly purchaseDate: string;
  readonly cost: string;
  readonly supplier: string;
  readonly invoiceNumber: string;
  readonly warrantyEnd: string;
  readonly endOfLife: string;
  readonly notes: string;
  readonly customFields: readonly CustomFieldRow[];
}

export type AssetFormField = Exclude<keyof AssetFormValues, 'customFields'>;

export function emptyAssetValues(productType: ProductType | undefined): AssetFormValues {
  return {
    assetTag: '', serial: '', productType: productType ?? '', manufacturer: '', model: '', modelId: '', specs: '', status: 'in-stock', statusLabelId: '',
    condition: '', location: '', locationId: '', purchaseDate: '', cost: '', supplier: '', invoiceNumber: '', warrantyEnd: '', endOfLife: '',
    notes: '', customFields: [],
  };
}

/** What the person typed, to tell whether leaving loses anything: a custom field row without a value holds nothing. */
export function typedOf(values: AssetFormValues): AssetFormValues {
  return { ...values, customFields: values.customFields.filter((row) => row.value.trim() !== '') };
}

export function assetValuesOf(asset: Asset): AssetFormValues {
  return {
    assetTag: asset.assetTag,
    serial: asset.serial ?? '',
    productType: asset.productType,
    manufacturer: asset.manufacturer ?? '',
    model: asset.model,
    modelId: asset.modelId ?? '',
    specs: asset.specs ?? '',
    status: asset.status,
    statusLabelId: asset.statusLabel?.id ?? '',
    condition: asset.condition ?? '',
    location: asset.location?.name ?? '',
    locationId: asset.location?.id ?? '',
    purchaseDate: asset.purchaseDate ?? '',
    cost: moneyInput(asset.costCents),
    supplier: asset.supplier ?? '',
    invoiceNumber: asset.invoiceNumber ?? '',
    warrantyEnd: asset.warrantyEnd ?? '',
    endOfLife: asset.endOfLife ?? '',
    notes: asset.notes ?? '',
    customFields: Object.entries(asset.customFields).map(([key, value], index) => ({ rowId: `saved-${index}`, key, value: String(value) })),
  };
}

const textOrNull = (text: string) => text.trim() || null;

/**
 * A row without a name or a value is dropped: the rows a new asset starts with are only offers, and saved empty
 * they would count as used and be offered to every later asset.
 */
export function customFieldsOf(rows: readonly CustomFieldRow[]): Record<string, CustomFieldValue> {
  return Object.fromEntries(rows.filter((row) => row.key.trim() && row.value.trim()).map((row) => [row.key.trim(), row.value]));
}

/** Every field as the server takes it; the cost already parsed, as the form refuses an amount it cannot read. */
function fieldsOf(values: AssetFormValues, costCents: number | null) {
  return {
    assetTag: values.assetTag.trim(),
    serial: textOrNull(values.serial),
    productType: values.productType as ProductType,
    manufacturer: textOrNull(values.manufacturer),
    model: values.model.trim(),
    specs: textOrNull(values.specs),
    status: values.status as AssetStatus,
    condition: (values.condition || null) as ConditionGrade | null,
    locationId: values.locationId || null,
    purchaseDate: values.purchaseDate || null,
    costCents,
    supplier: textOrNull(values.supplier),
    invoiceNumber: textOrNull(values.invoiceNumber),
    warrantyEnd: values.warrantyEnd || null,
    endOfLife: values.endOfLife || null,
    notes: textOrNull(values.notes),
    customFields: customFieldsOf(values.customFields),
    modelId: values.modelId || undefined,
    statusLabelId: values.statusLabelId || undefined,
  };
}

export function newAssetOf(values: AssetFormValues, costCents: number | null): NewAsset {
  return { ...fieldsOf(values, costCents), status: values.status as NewAsset['status'] };
}

/**
 * Only what the person changed since the form opened: after a conflict, saving again must not put back the
 * opened values of fields someone else changed meanwhile.
 */
export function assetChangesOf(values: AssetFormValues, opened: AssetFormValues, costCents: number | null): Omit<AssetChanges, 'version'> {
  const now = fieldsOf(values, costCents);
  const before = fieldsOf(opened, null);
  const changed = (Object.keys(now) as (keyof typeof now)[]).filter((field) =>
    field === 'costCents' ? values.cost.trim() !== opened.cost.trim() : JSON.stringify(now[field]) !== JSON.stringify(before[field]),
  );
  return Object.fromEntries(changed.map((field) => [field, now[field]]));
}
