import { walletRoutes as r } from '../../../../../contract/apps/commerce/wallet-routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { WalletGateway } from '../../application/ports/wallet-gateway';

const createWalletGateway = gatewayOf<WalletGateway>({
  summary: (client) => (personId) => client.call(r.summary, { query: queryOf({ personId }) }),
  entries: (client) => (query) => client.call(r.entries, { query: queryOf(query) }),
  entry: call(r.entry),
  people: (client) => (query) => client.call(r.people, { query: queryOf(query) }),
  credit: call(r.credit),
  withdrawals: (client) => (query) => client.call(r.withdrawals, { query: queryOf(query) }),
  requestWithdrawal: call(r.requestWithdrawal),
  decideWithdrawal: call(r.decideWithdrawal, (id: string, decision) => ({ params: { id }, body: decision })),
});

/** The wallet's gateway, loaded with its contract schemas on the first call. */
export function createWalletGateways(client: ContractClient) {
  return { wallet: createWalletGateway(client) };
}
