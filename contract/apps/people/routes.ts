import * as z from 'zod';
import { appRoute, empty, json } from '../../descriptor';
import { ADMIN_ROLES, Id, VersionQuery } from '../../common';
import { USERS_SLUG } from '../../../src/apps/people/domain/slug';
import {
  ActivationRequest,
  BulkAnswer,
  BulkRequest,
  CreatePersonRequest,
  CreateTeamRequest,
  Deactivated,
  DirectoryList,
  DirectoryListQuery,
  DirectoryPerson,
  DirectoryTeam,
  LocationList,
  RenameTeamRequest,
  TeamList,
  UpdatePersonRequest,
} from './directory-schemas';
import { teamRoutes } from './team-routes';
import { invitationRoutes } from './invitation-routes';
import { onboardingRoutes } from './onboarding-routes';

const IdParams = z.strictObject({ id: Id });

/** The organisation's directory, as the Users app reads it: searched, filtered, sorted, paged. */
export const listUsers = appRoute(USERS_SLUG, {
  id: 'listUsers',
  method: 'GET',
  path: '/users',
  summary: "The organisation's people",
  request: { query: DirectoryListQuery },
  success: json(DirectoryList),
  problems: [403],
});

export const userTeams = appRoute(USERS_SLUG, {
  id: 'userTeams',
  method: 'GET',
  path: '/users/teams',
  summary: "The organisation's teams, with how many people are in each",
  success: json(TeamList),
  problems: [403],
});

export const createTeam = appRoute(USERS_SLUG, {
  id: 'createTeam',
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/users/teams',
  summary: 'Adds a team; a name is unique in any case (admins)',
  request: { body: CreateTeamRequest },
  success: json(DirectoryTeam, 201),
  problems: [403, 409],
});

export const renameTeam = appRoute(USERS_SLUG, {
  id: 'renameTeam',
  roles: ADMIN_ROLES,
  method: 'PATCH',
  path: '/users/teams/:id',
  summary: 'Renames a team; its people stay in it (admins)',
  request: { params: IdParams, body: RenameTeamRequest },
  success: json(DirectoryTeam),
  problems: [403, 404, 409, 412],
});

export const deleteTeam = appRoute(USERS_SLUG, {
  id: 'deleteTeam',
  roles: ADMIN_ROLES,
  method: 'DELETE',
  path: '/users/teams/:id',
  summary: 'Deletes a team; its people stay, without a team (admins)',
  request: { params: IdParams, query: VersionQuery },
  success: empty,
  problems: [403, 404, 412],
});

export const userLocations = appRoute(USERS_SLUG, {
  id: 'userLocations',
  method: 'GET',
  path: '/users/locations',
  summary: 'The places (of Locations) a person may be placed at',
  success: json(LocationList),
  problems: [403],
});

export const getUser = appRoute(USERS_SLUG, {
  id: 'getUser',
  method: 'GET',
  path: '/users/:id',
  summary: 'One person of the directory',
  request: { params: IdParams },
  success: json(DirectoryPerson),
  problems: [403, 404],
});

export const createUser = appRoute(USERS_SLUG, {
  id: 'createUser',
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/users',
  summary: 'Adds a person to the directory (admins)',
  request: { body: CreatePersonRequest },
  success: json(DirectoryPerson, 201),
  problems: [403, 409, 422],
});

export const updateUser = appRoute(USERS_SLUG, {
  id: 'updateUser',
  roles: ADMIN_ROLES,
  method: 'PATCH',
  path: '/users/:id',
  summary: "Edits a person's account and placement (admins)",
  request: { params: IdParams, body: UpdatePersonRequest },
  success: json(DirectoryPerson),
  problems: [403, 404, 409, 412, 422],
});

export const deactivateUser = appRoute(USERS_SLUG, {
  id: 'deactivateUser',
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/users/:id/deactivate',
  summary: 'Deactivates a person: their sessions end, sign-in is refused, Manage gets an offboarding to review (admins)',
  request: { params: IdParams, body: ActivationRequest },
  success: json(Deactivated),
  problems: [403, 404, 409, 412],
});

export const reactivateUser = appRoute(USERS_SLUG, {
  id: 'reactivateUser',
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/users/:id/reactivate',
  summary: 'Lets a deactivated person sign in again (admins)',
  request: { params: IdParams, body: ActivationRequest },
  success: json(DirectoryPerson),
  problems: [403, 404, 409, 412],
});

export const bulkUsers = appRoute(USERS_SLUG, {
  id: 'bulkUsers',
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/users/bulk',
  summary: 'One change (role, team, manager, location, deactivate) for many people, each person on their own (admins)',
  request: { body: BulkRequest },
  success: json(BulkAnswer),
  problems: [403],
});

export * from './invitation-routes';
export * from './onboarding-routes';

/** Every route of the people apps, for contract/routes.ts. */
export const peopleRoutes = [
  listUsers,
  userTeams,
  createTeam,
  renameTeam,
  deleteTeam,
  userLocations,
  getUser,
  createUser,
  updateUser,
  deactivateUser,
  reactivateUser,
  bulkUsers,
  ...teamRoutes,
  ...invitationRoutes,
  ...onboardingRoutes,
] as const;
