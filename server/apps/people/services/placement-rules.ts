import { ProblemTypes } from '../../../../contract/problem';
import { managerChoice, teamName } from '../../../../src/apps/people/domain/directory-rules';
import { ApiProblem, type DirectoryPlacement, type PlacesPort, type Repositories } from '../../../kernel';
import type { PeopleOwnRepositories } from '../repositories/repositories';

/** A placement the directory cannot keep (an unknown manager or place, a loop of managers): 422, at its field. */
export const placementProblem = (field: 'managerId' | 'locationId' | 'team', message: string, code: string) =>
  new ApiProblem(422, ProblemTypes.validation, 'The placement is not valid', message, [{ path: `body.${field}`, message, code }]);

/**
 * Checks and writes a person's placement in the caller's repositories (their transaction): the manager is a person of
 * the organisation and not one of the person's reports, the location one of its places. Only the fields given change.
 */
export async function writePlacement(
  repos: Repositories & { readonly own: PeopleOwnRepositories },
  places: PlacesPort,
  organisationId: string,
  userId: string,
  placement: DirectoryPlacement,
): Promise<void> {
  const { managerId, locationId } = placement;
  if (managerId) {
    if (!(await repos.users.find(organisationId, managerId))) throw placementProblem('managerId', 'No such person in this organisation.', 'unknown-id');
    const chosen = managerChoice(userId, managerId, await repos.own.placements.chainAbove(organisationId, managerId));
    if (!chosen.ok) throw placementProblem('managerId', chosen.reason, chosen.code);
  }
  if (locationId && !(await places.placesOf(repos, organisationId, [locationId])).has(locationId)) {
    throw placementProblem('locationId', 'No such location in this organisation.', 'unknown-id');
  }
  const values = {
    ...(placement.team !== undefined ? { team: teamName(placement.team) } : {}),
    ...(managerId !== undefined ? { managerId } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
  };
  await repos.own.placements.upsert(organisationId, userId, values);
}
