import type { TFunction } from 'i18next';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';
import { PRODUCT_TYPES } from '../../domain/asset-status';
import { STATUS_LABEL_TYPES } from '../../domain/fleet-config';
import type { ConfigKind } from '../../application/ports/configure-gateway';
import type { Draft, FieldSpec } from './config-form';

type Row = Record<string, unknown> & { readonly id: string; readonly name: string };
export type Options = Readonly<Record<'manufacturers' | 'productTypes' | 'depreciations', readonly { value: string; label: string }[]>>;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const orNull = (text: string | boolean | undefined) => (typeof text === 'string' && text.trim() !== '' ? text.trim() : null);
const whole = (text: string | boolean | undefined) => (typeof text === 'string' && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** "Key: value" a line, as a model's specs are typed; a line without a colon is a key with no value. */
export function specsOf(text: string): { key: string; value: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0 ? { key: line, value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

/** Each kind's form fields, its draft from a record, and the values sent from a draft. */
export function kindForms(t: TFunction, options: Options): Record<ConfigKind, { fields: FieldSpec[]; draftOf: (row: Row | null) => Draft; valuesOf: (draft: Draft) => Record<string, unknown> }> {
  const name: FieldSpec = { key: 'name', label: t('fields.name'), type: 'text', required: true };
  const notes: FieldSpec = { key: 'notes', label: t('fields.notes'), type: 'text' };
  const schedule: FieldSpec = { key: 'depreciationId', label: t('fields.depreciation'), type: 'select', options: options.depreciations };
  return {
    models: {
      fields: [
        name,
        { key: 'manufacturerId', label: t('fields.manufacturer'), type: 'select', options: options.manufacturers },
        { key: 'productTypeId', label: t('fields.productType'), type: 'select', required: true, options: options.productTypes },
        { key: 'modelNumber', label: t('fields.modelNumber'), type: 'text' },
        { key: 'eolMonths', label: t('fields.eolMonths'), type: 'number' },
        schedule,
        { key: 'specs', label: t('fields.specs'), type: 'lines', hint: t('fields.specsHint') },
        { key: 'requestable', label: t('fields.requestable'), type: 'check' },
        notes,
      ],
      draftOf: (row) => ({
        name: str(row?.name),
        manufacturerId: str((row?.manufacturer as { id?: string } | null)?.id),
        productTypeId: str((row?.productType as { id?: string } | undefined)?.id ?? options.productTypes[0]?.value),
        modelNumber: str(row?.modelNumber),
        eolMonths: str(row?.eolMonths),
        depreciationId: str(row?.depreciationId),
        specs: ((row?.specs as { key: string; value: string }[] | undefined) ?? []).map((spec) => `${spec.key}: ${spec.value}`).join('\n'),
        requestable: row?.requestable === true,
        notes: str(row?.notes),
      }),
      valuesOf: (draft) => ({
        name: String(draft.name).trim(),
        manufacturerId: orNull(draft.manufacturerId),
        productTypeId: draft.productTypeId,
        modelNumber: orNull(draft.modelNumber),
        eolMonths: whole(draft.eolMonths),
        depreciationId: orNull(draft.depreciationId),
        specs: specsOf(String(draft.specs)),
        requestable: draft.requestable === true,
        notes: orNull(draft.notes),
      }),
    },
    manufacturers: {
      fields: [
        name,
        { key: 'url', label: t('fields.url'), type: 'text' },
        { key: 'supportUrl', label: t('fields.supportUrl'), type: 'text' },
        { key: 'supportEmail', label: t('fields.supportEmail'), type: 'text' },
        { key: 'supportPhone', label: t('fields.supportPhone'), type: 'text' },
        notes,
      ],
      draftOf: (row) => Object.fromEntries(['name', 'url', 'supportUrl', 'supportEmail', 'supportPhone', 'notes'].map((key) => [key, str(row?.[key])])),
      valuesOf: (draft) => ({
        name: String(draft.name).trim(),
        ...Object.fromEntries(['url', 'supportUrl', 'supportEmail', 'supportPhone', 'notes'].map((key) => [key, orNull(draft[key])])),
      }),
    },
    productTypes: {
      fields: [name, { key: 'kind', label: t('fields.kind'), type: 'select', required: true, options: PRODUCT_TYPES.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })) }, schedule],
      draftOf: (row) => ({ name: str(row?.name), kind: str(row?.kind ?? 'other'), depreciationId: str(row?.depreciationId) }),
      valuesOf: (draft) => ({ name: String(draft.name).trim(), kind: draft.kind, depreciationId: orNull(draft.depreciationId) }),
    },
    statusLabels: {
      fields: [
        name,
        { key: 'type', label: t('fields.type'), type: 'select', required: true, options: STATUS_LABEL_TYPES.map((type) => ({ value: type, label: t(`labelTypes.${type}`) })) },
        { key: 'colour', label: t('fields.colour'), type: 'colour' },
        notes,
      ],
      draftOf: (row) => ({ name: str(row?.name), type: str(row?.type ?? 'deployable'), colour: str(row?.colour ?? '#2e7d32'), notes: str(row?.notes) }),
      valuesOf: (draft) => ({ name: String(draft.name).trim(), type: draft.type, colour: draft.colour, notes: orNull(draft.notes) }),
    },
    depreciations: {
      fields: [
        name,
        { key: 'months', label: t('fields.months'), type: 'number', required: true },
        { key: 'floor', label: t('fields.floor'), type: 'number', hint: t('fields.floorHint') },
      ],
      draftOf: (row) => ({ name: str(row?.name), months: str(row?.months ?? 36), floor: row?.floorCents == null ? '' : moneyInput(row.floorCents as number) }),
      valuesOf: (draft) => ({ name: String(draft.name).trim(), months: whole(draft.months) ?? 0, floorCents: parseMoney(String(draft.floor)) ?? null }),
    },
  };
}
