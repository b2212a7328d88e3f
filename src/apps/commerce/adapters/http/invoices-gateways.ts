import { invoiceRoutes as r } from '../../../../../contract/apps/commerce/invoices-routes';
import { bytesOf } from '../../../../adapters/http/base64-bytes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { InvoicesGateway } from '../../application/ports/invoices-gateway';

const createInvoicesGateway = gatewayOf<InvoicesGateway>({
  list: (client) => (query) => client.call(r.list, { query: queryOf(query) }),
  pdf: (client) => async (id) => {
    const answer = await client.call(r.pdf, { params: { id } });
    return { filename: answer.filename, bytes: bytesOf(answer.contentBase64) };
  },
});

/** The invoices' gateway, loaded with its contract schemas on the first call. */
export function createInvoicesGateways(client: ContractClient) {
  return { invoices: createInvoicesGateway(client) };
}
