import { isProblemOfType } from '../../../../application/errors/request-problem';

/**
 * A rule the server refused without naming a field (409, such as "2 seats are assigned; release some
 * first."), in its own words; null for any other failure.
 */
export function ruleRefusal(error: unknown): string | null {
  return isProblemOfType(error, 'conflict') && error.fields.length === 0 && error.message ? error.message : null;
}
