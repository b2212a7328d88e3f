import { catalogueRoutesOf, createDeviceHubKit } from '../../../../../contract/apps/commerce/catalogue-routes';
import * as locations from '../../../../../contract/apps/commerce/locations-routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { CatalogueGateway } from '../../application/ports/catalogue-gateway';
import type { LocationsGateway } from '../../application/ports/locations-gateway';
import type { Store } from '../../domain/catalogue-terms';

const routes = { shop: catalogueRoutesOf('shop'), devicehub: catalogueRoutesOf('devicehub') } as const satisfies Record<Store, unknown>;

/** One implementation for both configure apps: each call goes through the routes of the store it names. */
const createCatalogueGateway = gatewayOf<CatalogueGateway>({
  options: (client) => (store) => client.call(routes[store].getOptions),
  list: (client) => (store, query) => client.call(routes[store].listProducts, { query: queryOf(query) }),
  get: (client) => (store, id) => client.call(routes[store].getProduct, { params: { id } }),
  create: (client) => (store, fields) => client.call(routes[store].createProduct, { body: fields }),
  createKit: call(createDeviceHubKit),
  update: (client) => (store, id, changes) => client.call(routes[store].updateProduct, { params: { id }, body: changes }),
  uploadImage: (client) => (store, id, { file, version, onProgress }) =>
    client.call(routes[store].uploadImage, { params: { id }, query: { version }, upload: { file, ...(onProgress && { onProgress }) } }),
  removeImage: (client) => (store, id, query) => client.call(routes[store].removeImage, { params: { id }, query }),
  history: (client) => (store, id) => client.call(routes[store].getStockHistory, { params: { id } }),
  receive: (client) => (store, id, body) => client.call(routes[store].receiveStock, { params: { id }, body }),
  adjust: (client) => (store, id, body) => client.call(routes[store].adjustStock, { params: { id }, body }),
  categories: (client) => (store) => client.call(routes[store].listCategories),
  createCategory: (client) => (store, body) => client.call(routes[store].createCategory, { body }),
  updateCategory: (client) => (store, id, body) => client.call(routes[store].updateCategory, { params: { id }, body }),
  deleteCategory: (client) => (store, id, version) => client.call(routes[store].deleteCategory, { params: { id }, query: { version } }),
  settings: (client) => (store) => client.call(routes[store].getSettings),
  updateSettings: (client) => (store, body) => client.call(routes[store].updateSettings, { body }),
});

const createLocationsGateway = gatewayOf<LocationsGateway>({
  list: call(locations.listLocations),
  get: call(locations.getLocation),
  create: call(locations.createLocation),
  update: call(locations.updateLocation),
});

/** The catalogue administration's and Locations' gateways, loaded with their contract schemas on the first call. */
export function createCatalogueGateways(client: ContractClient) {
  return { catalogue: createCatalogueGateway(client), locations: createLocationsGateway(client) };
}
