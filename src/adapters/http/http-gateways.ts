import type { KyInstance } from 'ky';
import { ContractClient } from './contract-client';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpAppsGateway } from './http-apps-gateway';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpDashboardGateway } from './http-dashboard-gateway';
import { HttpVisitorGateway } from './http-visitor-gateway';
import { createManageGateways } from './manage/manage-gateways';

/** Every gateway over the API; this module and the contract's schemas load together, on first use. */
export function createHttpGateways(api: KyInstance, apiBase: URL) {
  const client = new ContractClient(api);
  return {
    auth: new HttpAuthGateway(client, apiBase),
    apps: new HttpAppsGateway(client),
    account: new HttpAccountGateway(client),
    dashboard: new HttpDashboardGateway(client),
    visitor: new HttpVisitorGateway(client),
    manage: createManageGateways(client),
  };
}

export type HttpGateways = ReturnType<typeof createHttpGateways>;
