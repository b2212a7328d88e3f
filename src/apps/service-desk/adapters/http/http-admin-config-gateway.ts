import * as api from '../../../../../contract/apps/service-desk/config-routes';
import * as oauth from '../../../../../contract/apps/service-desk/mailbox-oauth-routes';
import type {
  CategoryInput,
  CategoryItem,
  EmailChannelGateway,
  PriorityInput,
  PriorityItem,
  RecordsGateway,
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
  UserRolesGateway,
} from '../../application/ports/admin-config-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { ContractClient } from '../../../../adapters/http/contract-client';

// Each table names its routes one by one, so the type of every answer is checked against the record it promises.
const priorities = gatewayOf<RecordsGateway<PriorityItem, PriorityInput>>({
  list: call(api.priorityRoutes.list),
  create: call(api.priorityRoutes.create),
  update: call(api.priorityRoutes.update),
  remove: call(api.priorityRoutes.remove),
});
const statuses = gatewayOf<RecordsGateway<StatusItem, StatusInput>>({
  list: call(api.statusRoutes.list),
  create: call(api.statusRoutes.create),
  update: call(api.statusRoutes.update),
  remove: call(api.statusRoutes.remove),
});
const slaPolicies = gatewayOf<RecordsGateway<SlaPolicyItem, SlaPolicyInput>>({
  list: call(api.slaPolicyRoutes.list),
  create: call(api.slaPolicyRoutes.create),
  update: call(api.slaPolicyRoutes.update),
  remove: call(api.slaPolicyRoutes.remove),
});
const ticketTypes = gatewayOf<RecordsGateway<TicketTypeItem, TicketTypeInput>>({
  list: call(api.ticketTypeRoutes.list),
  create: call(api.ticketTypeRoutes.create),
  update: call(api.ticketTypeRoutes.update),
  remove: call(api.ticketTypeRoutes.remove),
});
const serviceTypes = gatewayOf<RecordsGateway<ServiceTypeItem, ServiceTypeInput>>({
  list: call(api.serviceTypeRoutes.list),
  create: call(api.serviceTypeRoutes.create),
  update: call(api.serviceTypeRoutes.update),
  remove: call(api.serviceTypeRoutes.remove),
});
const categories = gatewayOf<RecordsGateway<CategoryItem, CategoryInput>>({
  list: call(api.categoryRoutes.list),
  create: call(api.categoryRoutes.create),
  update: call(api.categoryRoutes.update),
  remove: call(api.categoryRoutes.remove),
});
const teams = gatewayOf<RecordsGateway<TeamItem, TeamInput>>({
  list: call(api.teamRoutes.list),
  create: call(api.teamRoutes.create),
  update: call(api.teamRoutes.update),
  remove: call(api.teamRoutes.remove),
});
const tags = gatewayOf<RecordsGateway<TagItem, TagInput>>({
  list: call(api.tagRoutes.list),
  create: call(api.tagRoutes.create),
  update: call(api.tagRoutes.update),
  remove: call(api.tagRoutes.remove),
});
const userRoles = gatewayOf<UserRolesGateway>({
  list: call(api.listResolveItUserRoles),
  set: call(api.setResolveItUserRoles),
});
const emailChannel = gatewayOf<EmailChannelGateway>({
  get: call(api.getResolveItEmailChannel),
  update: call(api.updateResolveItEmailChannel),
  startOAuth: call(oauth.startResolveItMailboxOAuth),
  completeOAuth: call(oauth.completeResolveItMailboxOAuth),
  disconnectOAuth: call(oauth.disconnectResolveItMailboxOAuth),
});

/** Resolve IT's configuration gateways, one per configured record, then people's desk roles and the email channel. */
export function createAdminConfigGateways(client: ContractClient) {
  return {
    adminPriorities: priorities(client),
    adminStatuses: statuses(client),
    adminSlaPolicies: slaPolicies(client),
    adminTicketTypes: ticketTypes(client),
    adminServiceTypes: serviceTypes(client),
    adminCategories: categories(client),
    adminTeams: teams(client),
    adminTags: tags(client),
    adminUserRoles: userRoles(client),
    adminEmailChannel: emailChannel(client),
  };
}
