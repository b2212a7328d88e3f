import { appRoute, json } from '../../descriptor';
import { UserList, UserListQuery } from '../../people';
import { USERS_SLUG } from '../../../src/apps/people/domain/slug';
import { teamRoutes } from './team-routes';

/** The organisation's directory, as the Users app reads it. */
export const listUsers = appRoute(USERS_SLUG, {
  id: 'listUsers',
  method: 'GET',
  path: '/users',
  summary: "The organisation's people",
  request: { query: UserListQuery },
  success: json(UserList),
  problems: [403],
});

/** Every route of the people apps, for contract/routes.ts. */
export const peopleRoutes = [listUsers, ...teamRoutes] as const;
