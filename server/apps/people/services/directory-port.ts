import { notFound, type AppRepositoriesIn, type DirectoryPerson, type PeopleDirectoryPort, type PlacesPort } from '../../../kernel';
import type { DirectoryRow } from '../repositories/placement-repository';
import type { PeopleOwnRepositories } from '../repositories/repositories';
import { writePlacement } from './placement-rules';

export const directoryPersonOf = (row: DirectoryRow): DirectoryPerson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  team: row.team,
  managerId: row.managerId,
  locationId: row.locationId,
  active: row.deactivatedAt === null,
});

/**
 * The people directory port Team Manager, Onboard, the service desk and SCIM read and place people through: each call
 * in the caller's repositories, so a placement comes with the caller's change or not at all.
 */
export function peopleDirectory(repositoriesIn: AppRepositoriesIn<PeopleOwnRepositories>, places: () => PlacesPort): PeopleDirectoryPort {
  return {
    async people(callers, organisationId, ids) {
      return (await repositoriesIn(callers).own.placements.findMany(organisationId, [...new Set(ids)])).map(directoryPersonOf);
    },
    async team(callers, organisationId, managerId) {
      const { own } = repositoriesIn(callers);
      return (await own.placements.findMany(organisationId, await own.placements.teamIds(organisationId, managerId))).map(directoryPersonOf);
    },
    async place(callers, organisationId, userId, placement) {
      const repos = repositoriesIn(callers);
      if (!(await repos.users.find(organisationId, userId))) throw notFound('person');
      await writePlacement(repos, places(), organisationId, userId, placement);
    },
  };
}
