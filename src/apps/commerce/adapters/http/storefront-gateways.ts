import { storefrontRoutesByStore } from '../../../../../contract/apps/commerce/storefront-routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { StorefrontGateway } from '../../application/ports/storefront-gateway';

/** One implementation for both stores: each call goes through the routes of the store it names. */
const createStorefrontGateway = gatewayOf<StorefrontGateway>({
  home: (client) => (store) => client.call(storefrontRoutesByStore[store].getHome),
  categories: (client) => (store) => client.call(storefrontRoutesByStore[store].listCategories),
  products: (client) => (store, query) => client.call(storefrontRoutesByStore[store].listProducts, { query: queryOf(query) }),
  product: (client) => (store, id) => client.call(storefrontRoutesByStore[store].getProduct, { params: { id } }),
  recordView: (client) => (store, id) => client.call(storefrontRoutesByStore[store].recordView, { params: { id } }),
});

/** The storefronts' gateways, loaded with the contract schemas on the first call of any. */
export function createStorefrontGateways(client: ContractClient) {
  return { storefront: createStorefrontGateway(client) };
}
