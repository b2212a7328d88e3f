import { appRoute, json } from '../../descriptor';
import { UserList, UserListQuery } from '../../people';
import { USERS_SLUG } from '../../../src/apps/people/domain/slug';
import { invitationRoutes } from './invitation-routes';
import { onboardingRoutes } from './onboarding-routes';

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

export * from './invitation-routes';
export * from './onboarding-routes';

/** Every route of the people apps, for contract/routes.ts. */
export const peopleRoutes = [listUsers, ...invitationRoutes, ...onboardingRoutes] as const;
