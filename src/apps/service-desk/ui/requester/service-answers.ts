import type { FormAnswer, FormField } from '../../application/ports/requester-tickets-gateway';
import type { FieldValue } from './service-form-field';

export type AnswerProblem = 'required' | 'number';

/**
 * A service type's form as typed, read into the answers the server checks: numbers as numbers, ticks as booleans,
 * blanks left out. What cannot be sent (a required field left blank, a number that is none) is named per field.
 */
export function readAnswers(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue>>,
): { answers: Record<string, FormAnswer> } | { problems: Record<string, AnswerProblem> } {
  const answers: Record<string, FormAnswer> = {};
  const problems: Record<string, AnswerProblem> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === 'checkbox') {
      if (field.required && value !== true) problems[field.key] = 'required';
      else answers[field.key] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) {
      if (field.required) problems[field.key] = 'required';
      continue;
    }
    if (field.kind === 'number') {
      const number = Number(text.replace(',', '.'));
      if (Number.isFinite(number)) answers[field.key] = number;
      else problems[field.key] = 'number';
      continue;
    }
    answers[field.key] = text;
  }
  return Object.keys(problems).length > 0 ? { problems } : { answers };
}
