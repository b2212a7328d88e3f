import { ProblemTypes } from '../../../../contract/problem';
import type { FieldRefusal } from '../domain/field-refusal';
import { MockProblem } from '../../../../tests/mocks/mock-route';

/** The desk server's problems, as the mocks answer them: the same status, type, code and field. */
export const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');

export const forbidden = () => new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');

/** A 409 for a broken rule, by its code, at the field it is about when there is one. */
export const refused = (reason: string, code: string, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', field ? [{ path: `body.${field}`, message: reason, code, params: {} }] : undefined, { code, params: {} });

/** A 400 naming each refused field of the body. */
export const fieldProblems = (refusals: readonly FieldRefusal[]) =>
  new MockProblem(
    400,
    ProblemTypes.validation,
    'The request is not valid',
    refusals.map(({ field, message, code }) => ({ path: `body.${field}`, message, code })),
  );

export const fieldProblem = (field: string, message: string, code: string) => fieldProblems([{ field, message, code }]);

/** An id that names nothing of the caller's organisation, answered as the server's checkOwnedIds answers it. */
const unknownId = (field: string) => fieldProblem(field, 'No such record in this organisation.', 'unknown-id');

/** Checks each named id against the organisation's records of its kind, in order, as the server does. */
export function checkOwnedIds(ids: readonly (readonly [field: string, id: string | null | undefined, exists: (id: string) => boolean])[]): void {
  for (const [field, id, exists] of ids) if (id && !exists(id)) throw unknownId(field);
}
