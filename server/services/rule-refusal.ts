import { ProblemTypes } from '../../contract/problem';
import type { Decision, RefusalParams } from '../../src/domain/rules/decision';
import { ApiProblem } from '../problems';

/** A 409 for a broken rule: the English reason, and the code with its values that clients translate. */
export const ruleRefused = (reason: string, code: string, params: RefusalParams = {}, field?: string) =>
  new ApiProblem(
    409,
    ProblemTypes.conflict,
    'The change breaks a rule',
    reason,
    field ? [{ path: `body.${field}`, message: reason, code, params: { ...params } }] : undefined,
    {},
    { code, params },
  );

/** The domain's answer, or the 409 that explains the refusal, at the field of the request it is about when there is one. */
export function decided<T>(decision: Decision<T>, field?: string): T {
  if (decision.ok) return decision.value;
  throw ruleRefused(decision.reason, decision.code, decision.params, field);
}
