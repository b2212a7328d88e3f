import { campaignRoutesByKind } from '../../../../../contract/apps/campaigns/campaign-routes';
import { queryOf } from '../../../../adapters/http/query-of';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { CampaignsGateway } from '../../application/ports/campaigns-gateway';
import type { CampaignKind } from '../../domain/campaign-kind';

const routesOf = (kind: CampaignKind) => campaignRoutesByKind[kind];

/** One implementation for every kind: each call goes through the routes of the kind it is given. */
export const createCampaignsGateway = gatewayOf<CampaignsGateway>({
  candidates: (client) => (kind, query) => client.call(routesOf(kind).candidates, { query: queryOf(query) }),
  list: (client) => (kind, query) => client.call(routesOf(kind).list, { query: queryOf(query) }),
  create: (client) => (kind, input) => client.call(routesOf(kind).create, { body: input }),
  get: (client) => (kind, id) => client.call(routesOf(kind).get, { params: { id } }),
  update: (client) => (kind, id, change) => client.call(routesOf(kind).update, { params: { id }, body: change }),
  changeStatus: (client) => (kind, id, change) => client.call(routesOf(kind).changeStatus, { params: { id }, body: change }),
  export: (client) => (kind, id) => client.call(routesOf(kind).export, { params: { id } }),
  people: (client) => (kind, id, query) => client.call(routesOf(kind).people, { params: { id }, query: queryOf(query) }),
  addPeople: (client) => (kind, id, people) => client.call(routesOf(kind).addPeople, { params: { id }, body: { people } }),
  person: (client) => (kind, id, personId) => client.call(routesOf(kind).person, { params: { id, personId } }),
  updatePerson: (client) => (kind, id, personId, change) => client.call(routesOf(kind).updatePerson, { params: { id, personId }, body: change }),
  issueLink: (client) => (kind, id, personId, send) => client.call(routesOf(kind).issueLink, { params: { id, personId }, body: { send } }),
  revokeLink: (client) => (kind, id, personId) => client.call(routesOf(kind).revokeLink, { params: { id, personId } }),
});
