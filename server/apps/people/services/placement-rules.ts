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
  const teamId = placement.team === undefined ? undefined : await teamIdOf(repos.own, organisationId, userId, teamName(placement.team));
  const values = {
    ...(teamId !== undefined ? { teamId } : {}),
    ...(managerId !== undefined ? { managerId } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
  };
  await repos.own.placements.upsert(organisationId, userId, values);
}

/**
 * The team a person is placed in by name: the organisation's team of that name in any case, made when there is none
 * (a new team typed in, a bulk file's, an identity provider's department). A move changes both teams' versions.
 */
async function teamIdOf(own: PeopleOwnRepositories, organisationId: string, userId: string, name: string | null): Promise<string | null> {
  const team = name === null ? null : await own.teams.ensure(organisationId, name);
  const [before = null] = await own.teams.teamsOf(organisationId, [userId]);
  const after = team?.id ?? null;
  if (before !== after) await own.teams.touch(organisationId, [before, after]);
  return after;
}
