import * as api from '../../../contract/shell-routes';
import type { DashboardGateway } from '../../application/ports/dashboard-gateway';
import type { ContractClient } from './contract-client';

export class HttpDashboardGateway implements DashboardGateway {
  constructor(private readonly client: ContractClient) {}

  dashboard() {
    return this.client.call(api.getDashboard);
  }
}
