import type * as z from 'zod';
import type { FieldError } from './problem';

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
    default:
      return { code: issue.code.replace(/_/g, '-') };
  }
}

/** Every issue of a refused request part (body, query, params), each at its dotted path with its code. */
export function fieldErrorsOf(issues: readonly Issue[], where: string): FieldError[] {
  return issues.map((issue) => ({ path: [where, ...issue.path].join('.'), message: issue.message, ...codeOf(issue) }));
}
