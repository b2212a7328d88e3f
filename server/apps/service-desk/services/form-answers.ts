import type { z } from 'zod';
import type { FormField } from '../../../../contract/apps/service-desk/config-schemas';
import type { FormAnswerValue } from '../schema/tickets';

/** Checks a request's answers against its service type's form: required fields, kinds and choices. */
export function formProblems(fields: readonly z.output<typeof FormField>[], answers: Record<string, FormAnswerValue>) {
  const problems: { field: string; message: string; code: string }[] = [];
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
