import * as r from '../../../../../contract/apps/integrations/token-routes';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { TokensGateway } from '../../application/ports/tokens-gateway';

/** The tokens' gateway: one page of up to 200 tokens is the whole list an organisation keeps. */
export const createTokensGateway = gatewayOf<TokensGateway>({
  list: (client) => (filter) => client.call(r.listApiTokens, { query: { page: 1, pageSize: 200, ...filter } }),
  create: (client) => (token) => client.call(r.createApiToken, { body: token }),
  revoke: (client) => (id) => client.call(r.revokeApiToken, { params: { id } }),
});
