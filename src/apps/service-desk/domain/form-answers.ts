import type { FieldRefusal } from './field-refusal';

/** One answer of a request's form, as the requester typed or picked it. */
export type FormAnswerValue = string | number | boolean | null;

/** What a form's field asks for, as its service type defines it. */
interface FormFieldRule {
  readonly key: string;
  readonly label: string;
  readonly kind: 'text' | 'textarea' | 'number' | 'select' | 'date' | 'checkbox';
  readonly required: boolean;
  readonly options: readonly string[];
}

/** Checks a request's answers against its service type's form: required fields, kinds and choices. */
export function formProblems(fields: readonly FormFieldRule[], answers: Readonly<Record<string, FormAnswerValue>>): FieldRefusal[] {
  const problems: FieldRefusal[] = [];
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) problems.push({ field: `answers.${key}`, message: 'This form has no such field.', code: 'unknown-field' });
  }
  for (const field of fields) {
    const value = answers[field.key];
    const at = `answers.${field.key}`;
    const empty = value === undefined || value === null || value === '' || (field.kind === 'checkbox' && value === false);
    if (empty) {
      if (field.required) problems.push({ field: at, message: `${field.label} is required.`, code: 'required' });
      continue;
    }
    const wrong = (message: string) => problems.push({ field: at, message, code: 'invalid-type' });
    if (field.kind === 'number' && typeof value !== 'number') wrong(`${field.label} must be a number.`);
    else if (field.kind === 'checkbox' && typeof value !== 'boolean') wrong(`${field.label} must be yes or no.`);
    else if (field.kind === 'date' && (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) {
      wrong(`${field.label} must be a date (YYYY-MM-DD).`);
    } else if (field.kind === 'select' && (typeof value !== 'string' || !field.options.includes(value))) {
      problems.push({ field: at, message: `${field.label} must be one of: ${field.options.join(', ')}.`, code: 'invalid-choice' });
    } else if ((field.kind === 'text' || field.kind === 'textarea') && typeof value !== 'string') wrong(`${field.label} must be text.`);
  }
  return problems;
}

/**
 * A service type's own form and approval, before any id it names is looked up: each key once, a select with its
 * options, and at least one step when it needs approval.
 */
export function serviceTypeProblems(type: { readonly fields: readonly Pick<FormFieldRule, 'key' | 'kind' | 'options'>[]; readonly needsApproval: boolean; readonly approvalSteps: readonly unknown[] }): FieldRefusal[] {
  const errors: FieldRefusal[] = [];
  const keys = new Set<string>();
  type.fields.forEach((field, index) => {
    if (keys.has(field.key)) errors.push({ field: `fields.${index}.key`, message: 'Two fields have this key.', code: 'duplicate' });
    keys.add(field.key);
    if (field.kind === 'select' && field.options.length === 0) {
      errors.push({ field: `fields.${index}.options`, message: 'A select field needs options.', code: 'required' });
    }
  });
  if (type.needsApproval && type.approvalSteps.length === 0) {
    errors.push({ field: 'approvalSteps', message: 'A service type that needs approval needs at least one step.', code: 'required' });
  }
  return errors;
}
