import { ProblemTypes } from '../../contract/problem';
import { ApiProblem } from '../problems';

/**
 * One id a request names: its field, the id (none when the field was left out or cleared), and the lookup that
 * finds it among the caller's organisation's records of its kind, and only there.
 */
type OwnedId = readonly [field: string, id: string | null | undefined, find: (id: string) => Promise<unknown>];

/**
 * Every id a request names must be the caller's organisation's. The first that is not answers a 400 at its field,
 * worded as for an id that names nothing at all, so another organisation's ids tell the caller nothing of it.
 */
export async function checkOwnedIds(ids: readonly OwnedId[]): Promise<void> {
  for (const [field, id, find] of ids) {
    if (id && !(await find(id))) {
      const message = 'No such record in this organisation.';
      throw new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', message, [{ path: `body.${field}`, message, code: 'unknown-id' }]);
    }
  }
}
