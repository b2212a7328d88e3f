import type { PlacesPort, Repositories } from '../../../kernel';
import type { DirectoryRow } from '../repositories/placement-repository';
import type { DirectoryPerson } from '../../../../contract/apps/people/directory-schemas';

/** People as the API answers them, their locations named by the Locations app (through its port). */
export async function directoryViews(places: PlacesPort, repos: Repositories, organisationId: string, rows: readonly DirectoryRow[]): Promise<DirectoryPerson[]> {
  const locationIds = [...new Set(rows.flatMap((row) => (row.locationId ? [row.locationId] : [])))];
  const named = locationIds.length ? await places.placesOf(repos, organisationId, locationIds) : new Map();
  return rows.map((row) => {
    const place = row.locationId ? named.get(row.locationId) : undefined;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as DirectoryPerson['role'],
      team: row.team,
      manager: row.managerId && row.managerName ? { id: row.managerId, name: row.managerName } : null,
      // A place since deleted in Locations is no place at all.
      location: place ? { id: place.id, name: place.name } : null,
      active: row.deactivatedAt === null,
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      version: row.version,
    };
  });
}
