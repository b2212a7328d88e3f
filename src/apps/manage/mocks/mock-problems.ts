import { ProblemTypes } from '../../../../contract/problem';
import type { RefusalParams } from '../../../domain/rules/decision';
import { MockProblem } from '../../../../tests/mocks/mock-route';

export const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');

/** A broken rule, as the server answers it: at the field of the request it is about, when there is one. */
export const refused = (reason: string, code: string, params: RefusalParams = {}, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, reason, field ? [{ path: `body.${field}`, message: reason, code, params: { ...params } }] : undefined, { code, params });
