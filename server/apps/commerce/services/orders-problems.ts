import { ProblemTypes } from '../../../../contract/problem';
import { ApiProblem } from '../../../problems';

/**
 * A 409 for a broken rule of ordering: the English reason, and a code with its values that the screens word
 * through their `refusals.*` keys (out-of-stock, insufficient-funds, not-allowed-now …).
 */
export const orderRefused = (reason: string, code: string, params: Record<string, string | number> = {}) =>
  new ApiProblem(409, ProblemTypes.conflict, 'The change breaks a rule', reason, undefined, {}, { code, params });
