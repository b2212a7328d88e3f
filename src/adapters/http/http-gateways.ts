import type { KyInstance } from 'ky';
import type { AccountGateway } from '../../application/ports/account-gateway';
import type { AppsGateway } from '../../application/ports/apps-gateway';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { DashboardGateway } from '../../application/ports/dashboard-gateway';
import type { JobsGateway } from '../../application/ports/jobs-gateway';
import type { QuickLinksGateway } from '../../application/ports/quick-links-gateway';
import type { VisitorGateway } from '../../application/ports/visitor-gateway';
import type { ContractClient } from './contract-client';
import { lazily, type AsyncMethods } from './lazily';

/**
 * The shell's gateways over the API, and the client the apps' gateways share. Each gateway is a module of its own,
 * loaded with the contract schemas it validates with on its first call, so the sign-in screen fetches auth's alone.
 * `api` may make the HTTP client once loaded: then the HTTP library too waits for the first call.
 */
export function createHttpGateways(api: () => KyInstance | Promise<KyInstance>, apiBase: URL) {
  let contract: Promise<ContractClient> | null = null;
  const client = () =>
    (contract ??= Promise.all([import('./contract-client'), api()]).then(([{ ContractClient }, http]) => new ContractClient(http)));
  const gateway = <Port extends AsyncMethods<Port>>(load: () => Promise<(client: ContractClient) => Port>) =>
    lazily(() => Promise.all([load(), client()]).then(([create, loaded]) => create(loaded)));
  return {
    auth: gateway<AuthGateway>(() => import('./http-auth-gateway').then((module) => module.createAuthGateway(apiBase))),
    apps: gateway<AppsGateway>(() => import('./http-apps-gateway').then((module) => module.createAppsGateway)),
    account: gateway<AccountGateway>(() => import('./http-account-gateway').then((module) => module.createAccountGateway)),
    dashboard: gateway<DashboardGateway>(() => import('./http-dashboard-gateway').then((module) => module.createDashboardGateway)),
    visitor: gateway<VisitorGateway>(() => import('./http-visitor-gateway').then((module) => module.createVisitorGateway)),
    jobs: gateway<JobsGateway>(() => import('./http-jobs-gateway').then((module) => module.createJobsGateway)),
    quickLinks: gateway<QuickLinksGateway>(() => import('./http-quick-links-gateway').then((module) => module.createQuickLinksGateway)),
    client,
  };
}
