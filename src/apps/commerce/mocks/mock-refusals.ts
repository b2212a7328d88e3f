import { ProblemTypes } from '../../../../contract/problem';
import type { Decision, RefusalParams } from '../../../domain/rules/decision';
import { MockProblem } from '../../../../tests/mocks/mock-route';

/** A 409 for a broken rule, as the server's `ruleRefused` answers it: the code with its values, at the field when there is one. */
export const refused = (code: string, reason: string, params: RefusalParams = {}, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', field ? [{ path: `body.${field}`, message: reason, code, params: { ...params } }] : undefined, {
    code,
    params,
  });

/** The domain's answer, or its refusal, as the server's `decided` turns it into one. */
export function decided<T>(decision: Decision<T>, field?: string): T {
  if (decision.ok) return decision.value;
  throw refused(decision.code, decision.reason, decision.params, field);
}

export const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
