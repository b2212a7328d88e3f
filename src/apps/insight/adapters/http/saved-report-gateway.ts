import * as routes from '../../../../../contract/apps/insight/routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import type { SavedReportGateway } from '../../application/ports/saved-report-gateway';

/** Insights Center's saved reports over the contract's routes. */
export const createSavedReportGateway: (client: ContractClient) => SavedReportGateway = gatewayOf<SavedReportGateway>({
  list: call(routes.listSavedReports),
  create: call(routes.createSavedReport),
  update: call(routes.updateSavedReport),
  remove: call(routes.deleteSavedReport, (id: string, version: number) => ({ params: { id }, query: { version } })),
  schedule: call(routes.setReportSchedule),
  unschedule: call(routes.deleteReportSchedule, (id: string, version: number) => ({ params: { id }, query: { version } })),
  readers: call(routes.listReportRecipients),
});
