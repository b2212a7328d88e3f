import type { CustomFieldKind } from './fleet-config';

/** A custom field as a product type defines it. */
export interface CustomFieldDefinition {
  readonly name: string;
  readonly kind: CustomFieldKind;
  readonly options: readonly string[];
  readonly required: boolean;
}

export type CustomFieldValue = string | number | boolean;
export type CustomFieldValues = Readonly<Record<string, CustomFieldValue>>;

export const CUSTOM_FIELD_PROBLEMS = ['required', 'number', 'date', 'option'] as const;
export type CustomFieldProblemCode = (typeof CUSTOM_FIELD_PROBLEMS)[number];

/** One field's problem: the code and its values for a screen to word, the sentence for the API's answer. */
export interface CustomFieldProblem {
  readonly field: string;
  readonly code: CustomFieldProblemCode;
  readonly message: string;
  readonly options?: readonly string[];
}

export type CustomFieldCheck =
  | { readonly ok: true; readonly values: Record<string, CustomFieldValue> }
  | { readonly ok: false; readonly problems: readonly CustomFieldProblem[] };

const NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isBlank(value: CustomFieldValue | undefined | null): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

type Read = { readonly value: CustomFieldValue } | { readonly problem: CustomFieldProblem };

/** One present value read as its field's kind: a number typed as text ("12,5") becomes a number, a list answer its option. */
function readValue(field: CustomFieldDefinition, raw: CustomFieldValue): Read {
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  switch (field.kind) {
    case 'number': {
      if (typeof raw === 'number' && Number.isFinite(raw)) return { value: raw };
      if (typeof raw === 'string' && NUMBER.test(text)) return { value: Number(text.replace(',', '.')) };
      return { problem: { field: field.name, code: 'number', message: `${field.name} must be a number` } };
    }
    case 'date':
      return isDay(text) ? { value: text } : { problem: { field: field.name, code: 'date', message: `${field.name} must be a date (YYYY-MM-DD)` } };
    case 'list': {
      // Case never makes an answer wrong: "yes" is the option "Yes".
      const option = field.options.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
      if (option !== undefined) return { value: option };
      const message = `${field.name} must be one of: ${field.options.join(', ')}`;
      return { problem: { field: field.name, code: 'option', message, options: field.options } };
    }
    case 'text':
      return { value: text };
  }
}

/**
 * An asset's custom field values checked against its product type's fields: the one rule the asset form, the API and
 * Bulk Upload all apply. Fields are matched by name in any case and stored under the field's own name; values of
 * names the type does not define (kept from an import) pass as they are, so checking never loses data; a blank
 * optional value is dropped.
 */
export function checkCustomFields(fields: readonly CustomFieldDefinition[], values: CustomFieldValues): CustomFieldCheck {
  const byName = new Map(fields.map((field) => [field.name.toLowerCase(), field]));
  const given = new Map<string, CustomFieldValue>();
  const out: Record<string, CustomFieldValue> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name.toLowerCase());
    if (field) given.set(field.name, value);
    else if (!isBlank(value)) out[name] = value;
  }
  const problems: CustomFieldProblem[] = [];
  for (const field of fields) {
    const raw = given.get(field.name);
    if (raw === undefined || isBlank(raw)) {
      if (field.required) problems.push({ field: field.name, code: 'required', message: `${field.name} is required` });
      continue;
    }
    const read = readValue(field, raw);
    if ('problem' in read) problems.push(read.problem);
    else out[field.name] = read.value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values: out };
}

/** The problems as the API's field errors: each at `body.customFields.<name>`, coded `custom-field-<code>`, with its field (and options). */
export function customFieldErrors(problems: readonly CustomFieldProblem[]) {
  return problems.map(({ field, code, message, options }) => ({
    path: `body.customFields.${field}`,
    message,
    code: `custom-field-${code}`,
    params: { field, ...(options && { options: options.join(', ') }) },
  }));
}
