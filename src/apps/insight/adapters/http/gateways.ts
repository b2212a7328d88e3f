import { getFootprintPdf, getFootprintReport, getReportCsv, getReportPdf, runReport } from '../../../../../contract/apps/insight/routes';
import { bytesOf } from '../../../../adapters/http/base64-bytes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { FootprintGateway } from '../../application/ports/footprint-gateway';
import { createSavedReportGateway } from './saved-report-gateway';
import type { ReportGateway } from '../../application/ports/report-gateway';

/** A base64 file of the server as the bytes the download saves. */
const fileOf = (answer: { filename: string; contentBase64: string }) => ({ filename: answer.filename, bytes: bytesOf(answer.contentBase64) });

const createFootprintGateway = gatewayOf<FootprintGateway>({
  report: call(getFootprintReport),
  pdf: (client) => async (query) => fileOf(await client.call(getFootprintPdf, { query: queryOf(query) })),
});

const createReportGateway = gatewayOf<ReportGateway>({
  run: call(runReport),
  csv: (client) => async (query) => fileOf(await client.call(getReportCsv, { query: queryOf(query) })),
  pdf: (client) => async (query) => fileOf(await client.call(getReportPdf, { query: queryOf(query) })),
});

/** Insight's gateways, loaded with their contract schemas on the first call. */
export function createInsightGateways(client: ContractClient) {
  return { footprint: createFootprintGateway(client), reports: createReportGateway(client), savedReports: createSavedReportGateway(client) };
}
