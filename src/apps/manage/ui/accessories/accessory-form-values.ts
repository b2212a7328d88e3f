import type { Accessory, AccessoryFields } from '../../application/ports/accessories-gateway';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';

/** What the form holds: every field as typed. */
export interface AccessoryFormValues {
  readonly name: string;
  readonly category: string;
  readonly manufacturer: string;
  /** The site's name as shown (and compared after a conflict); the id is what is saved. */
  readonly location: string;
  readonly locationId: string;
  readonly total: string;
  readonly lowStockThreshold: string;
  readonly cost: string;
  readonly notes: string;
}

export type AccessoryFormField = keyof AccessoryFormValues;

/** A field that the browser can tell is wrong before asking the server. */
export type Unreadable = 'total' | 'lowStockThreshold' | 'cost';

export function formValuesOf(accessory: Accessory | null, category: string): AccessoryFormValues {
  return {
    name: accessory?.name ?? '',
    category: accessory?.category ?? category,
    manufacturer: accessory?.manufacturer ?? '',
    location: accessory?.location?.name ?? '',
    locationId: accessory?.location?.id ?? '',
    total: accessory ? String(accessory.total) : '',
    lowStockThreshold: accessory ? String(accessory.lowStockThreshold) : '0',
    cost: moneyInput(accessory?.costCents ?? null),
    notes: accessory?.notes ?? '',
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
const optional = (text: string) => text.trim() || null;

/** The fields to send, or the ones that cannot be read as numbers or an amount. */
export function fieldsOf(values: AccessoryFormValues): { fields: AccessoryFields } | { unreadable: readonly Unreadable[] } {
  const total = wholeNumber(values.total);
  const lowStockThreshold = wholeNumber(values.lowStockThreshold || '0');
  const costCents = parseMoney(values.cost);
  const unreadable = [
    ...(total === undefined ? (['total'] as const) : []),
    ...(lowStockThreshold === undefined ? (['lowStockThreshold'] as const) : []),
    ...(costCents === undefined ? (['cost'] as const) : []),
  ];
  if (total === undefined || lowStockThreshold === undefined || costCents === undefined) return { unreadable };
  return {
    fields: {
      name: values.name.trim(),
      category: values.category.trim(),
      manufacturer: optional(values.manufacturer),
      locationId: values.locationId || null,
      total,
      lowStockThreshold,
      costCents,
      notes: optional(values.notes),
    },
  };
}
