import { getFootprintPdf, getFootprintReport } from '../../../../../contract/apps/insight/routes';
import { bytesOf } from '../../../../adapters/http/base64-bytes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { FootprintGateway } from '../../application/ports/footprint-gateway';
import { createSavedReportGateway } from './saved-report-gateway';

const createFootprintGateway = gatewayOf<FootprintGateway>({
  report: call(getFootprintReport),
  pdf: (client) => async (query) => {
    const answer = await client.call(getFootprintPdf, { query: queryOf(query) });
    return { filename: answer.filename, bytes: bytesOf(answer.contentBase64) };
  },
});

/** Insight's gateways, loaded with their contract schemas on the first call. */
export function createInsightGateways(client: ContractClient) {
  return { footprint: createFootprintGateway(client), savedReports: createSavedReportGateway(client) };
}
