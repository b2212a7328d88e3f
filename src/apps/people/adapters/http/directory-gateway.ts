import {
  bulkUsers,
  createTeam,
  createUser,
  deactivateUser,
  deleteTeam,
  getUser,
  listUsers,
  reactivateUser,
  renameTeam,
  updateUser,
  userLocations,
  userTeams,
} from '../../../../../contract/apps/people/routes';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { DirectoryGateway, PersonFields } from '../../application/ports/directory-gateway';

/** The directory's calls, loaded with their contract schemas on the first call. */
export const createDirectoryGateway = gatewayOf<DirectoryGateway>({
  list: (client) => (query) => client.call(listUsers, { query: queryOf(query) }),
  get: call(getUser),
  teams: (client) => async () => (await client.call(userTeams)).items,
  createTeam: call(createTeam, (name: string) => ({ body: { name } })),
  renameTeam: call(renameTeam, (id: string, name: string, version: number) => ({ params: { id }, body: { name, version } })),
  deleteTeam: call(deleteTeam, (id: string, version: number) => ({ params: { id }, query: { version } })),
  locations: (client) => async () => (await client.call(userLocations)).items,
  create: call(createUser),
  update: call(updateUser, (id: string, fields: PersonFields, version: number) => ({ params: { id }, body: { ...fields, version } })),
  deactivate: call(deactivateUser, (id: string, version: number) => ({ params: { id }, body: { version } })),
  reactivate: call(reactivateUser, (id: string, version: number) => ({ params: { id }, body: { version } })),
  bulk: call(bulkUsers, (ids: readonly string[], action: Parameters<DirectoryGateway['bulk']>[1]) => ({ body: { ids, action } })),
});
