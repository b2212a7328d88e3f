import type * as z from 'zod';
import type { FieldError } from './problem';
import { cleanText } from './text';

type Issue = z.core.$ZodIssue;

/** A zod issue as a stable code and the values its sentence names, which clients translate (`required`, `too-long`). */
function codeOf(issue: Issue): Pick<FieldError, 'code' | 'params'> {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? { code: 'required' } : { code: 'too-short', params: { minimum: Number(issue.minimum) } };
      return { code: issue.origin === 'array' ? 'too-few' : 'too-small', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { code: issue.origin === 'string' ? 'too-long' : issue.origin === 'array' ? 'too-many' : 'too-big', params: { maximum: Number(issue.maximum) } };
    case 'invalid_type':
      return { code: issue.input === undefined ? 'required' : 'invalid-type' };
    case 'invalid_format':
      return { code: `invalid-${issue.format}` };
    case 'invalid_value':
      return { code: 'invalid-choice' };
    case 'invalid_key':
      // A refused name of a free-form map (a custom field) is wrong the way its own text is.
      return issue.issues[0] ? codeOf(issue.issues[0]) : { code: 'invalid-key' };
    default:
      return { code: issue.code.replace(/_/g, '-') };
  }
}

/** Every issue of a refused request part (body, query, params), each at its dotted path with its code. */
export function fieldErrorsOf(issues: readonly Issue[], where: string): FieldError[] {
  return issues.map((issue) => ({
    path: cleanText([where, ...issue.path].join('.')),
    message: cleanText(issue.message),
    ...codeOf(issue),
  }));
}
