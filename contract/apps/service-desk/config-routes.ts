import * as z from 'zod';
import { appRoute, empty, json } from '../../descriptor';
import { ADMIN_ROLES, Version } from '../../common';
import { byId } from '../../records';
import { RESOLVE_IT_SLUG } from '../../../src/apps/service-desk/domain/slug';
import {
  CategoryInput,
  CategoryItem,
  EmailChannelInput,
  EmailChannelItem,
  PriorityInput,
  PriorityItem,
  ServiceTypeInput,
  ServiceTypeItem,
  SlaPolicyInput,
  SlaPolicyItem,
  StatusInput,
  StatusItem,
  TagInput,
  TagItem,
  TeamInput,
  TeamItem,
  TicketTypeInput,
  TicketTypeItem,
  UserRoleInput,
  UserRoleItem,
  UserRoleList,
  UserRoleListQuery,
  UserRoleParams,
} from './config-schemas';
import { completeResolveItMailboxOAuth, disconnectResolveItMailboxOAuth, startResolveItMailboxOAuth } from './mailbox-oauth-routes';

/** A change names the version it read, as every other change does. */
const versioned = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape, z.core.$strict>) => input.extend({ version: Version });
const DeleteQuery = z.strictObject({ version: z.coerce.number().pipe(Version) });

/**
 * The four routes of one configured record (`/resolve-it/<path>`): list, create, change (412 when stale) and
 * delete (409 while tickets use it). Desk admins, team leads of the desk's admin role and organisation admins may
 * change them; every agent may read them.
 */
function configRoutes<Item extends z.ZodType, Shape extends z.ZodRawShape>(
  names: { one: string; many: string },
  path: string,
  item: Item,
  input: z.ZodObject<Shape, z.core.$strict>,
) {
  return {
    list: appRoute(RESOLVE_IT_SLUG, {
      id: `listResolveIt${names.many}`,
      method: 'GET',
      path: `/resolve-it/${path}`,
      summary: `The desk's ${path.replace(/-/g, ' ')}`,
      success: json(z.object({ items: z.array(item) })),
    }),
    create: appRoute(RESOLVE_IT_SLUG, {
      id: `createResolveIt${names.one}`,
      method: 'POST',
      path: `/resolve-it/${path}`,
      summary: `Add one of the desk's ${path.replace(/-/g, ' ')}`,
      request: { body: input },
      success: json(item, 201),
      problems: [403, 409],
    }),
    update: appRoute(RESOLVE_IT_SLUG, {
      id: `updateResolveIt${names.one}`,
      method: 'PATCH',
      path: `/resolve-it/${path}/:id`,
      summary: `Change one of the desk's ${path.replace(/-/g, ' ')}; a stale version answers 412`,
      request: { ...byId, body: versioned(input) },
      success: json(item),
      problems: [403, 404, 409, 412],
    }),
    remove: appRoute(RESOLVE_IT_SLUG, {
      id: `deleteResolveIt${names.one}`,
      method: 'DELETE',
      path: `/resolve-it/${path}/:id`,
      summary: `Remove one of the desk's ${path.replace(/-/g, ' ')}; 409 while tickets use it`,
      request: { ...byId, query: DeleteQuery },
      success: empty,
      problems: [403, 404, 409, 412],
    }),
  } as const;
}

export const priorityRoutes = configRoutes({ one: 'Priority', many: 'Priorities' }, 'priorities', PriorityItem, PriorityInput);
export const statusRoutes = configRoutes({ one: 'Status', many: 'Statuses' }, 'statuses', StatusItem, StatusInput);
export const slaPolicyRoutes = configRoutes({ one: 'SlaPolicy', many: 'SlaPolicies' }, 'sla-policies', SlaPolicyItem, SlaPolicyInput);
export const ticketTypeRoutes = configRoutes({ one: 'TicketType', many: 'TicketTypes' }, 'ticket-types', TicketTypeItem, TicketTypeInput);
export const serviceTypeRoutes = configRoutes({ one: 'ServiceType', many: 'ServiceTypes' }, 'service-types', ServiceTypeItem, ServiceTypeInput);
export const categoryRoutes = configRoutes({ one: 'Category', many: 'Categories' }, 'categories', CategoryItem, CategoryInput);
export const teamRoutes = configRoutes({ one: 'Team', many: 'Teams' }, 'teams', TeamItem, TeamInput);
export const tagRoutes = configRoutes({ one: 'Tag', many: 'Tags' }, 'tags', TagItem, TagInput);

export const listResolveItUserRoles = appRoute(RESOLVE_IT_SLUG, {
  id: 'listResolveItUserRoles',
  method: 'GET',
  path: '/resolve-it/user-roles',
  summary: "The organisation's people with their desk role per team and their manager",
  request: { query: UserRoleListQuery },
  success: json(UserRoleList),
});
export const setResolveItUserRoles = appRoute(RESOLVE_IT_SLUG, {
  id: 'setResolveItUserRoles',
  method: 'PATCH',
  path: '/resolve-it/user-roles/:userId',
  summary: "Replace a person's desk roles (agent, lead, admin per team) and name their manager",
  request: { params: UserRoleParams, body: UserRoleInput },
  success: json(UserRoleItem),
  problems: [403, 404],
});
export const getResolveItEmailChannel = appRoute(RESOLVE_IT_SLUG, {
  id: 'getResolveItEmailChannel',
  method: 'GET',
  path: '/resolve-it/email-channel',
  summary: 'The inbound address, IMAP mailbox (password masked) and acknowledgement setting',
  roles: ADMIN_ROLES,
  success: json(EmailChannelItem),
});
export const updateResolveItEmailChannel = appRoute(RESOLVE_IT_SLUG, {
  id: 'updateResolveItEmailChannel',
  method: 'PATCH',
  path: '/resolve-it/email-channel',
  summary: 'Change the email channel; the IMAP password is write-only',
  roles: ADMIN_ROLES,
  request: { body: EmailChannelInput },
  success: json(EmailChannelItem),
  problems: [409, 412],
});

export const allConfigRoutes = [
  ...[priorityRoutes, statusRoutes, slaPolicyRoutes, ticketTypeRoutes, serviceTypeRoutes, categoryRoutes, teamRoutes, tagRoutes].flatMap((group) =>
    Object.values(group),
  ),
  listResolveItUserRoles,
  setResolveItUserRoles,
  getResolveItEmailChannel,
  updateResolveItEmailChannel,
  startResolveItMailboxOAuth,
  completeResolveItMailboxOAuth,
  disconnectResolveItMailboxOAuth,
];
