import type { KyInstance } from 'ky';
import { ContractClient } from './contract-client';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpAppsGateway } from './http-apps-gateway';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpDashboardGateway } from './http-dashboard-gateway';
import { HttpVisitorGateway } from './http-visitor-gateway';

/** The shell's gateways over the API, and the client the apps' gateways share; they load together, on first use. */
export function createHttpGateways(api: KyInstance, apiBase: URL) {
  const client = new ContractClient(api);
  return {
    auth: new HttpAuthGateway(client, apiBase),
    apps: new HttpAppsGateway(client),
    account: new HttpAccountGateway(client),
    dashboard: new HttpDashboardGateway(client),
    visitor: new HttpVisitorGateway(client),
    client,
  };
}

export type HttpGateways = ReturnType<typeof createHttpGateways>;
