import * as api from '../../../../../contract/apps/service-desk/agent-routes';
import type { AdminDashboardGateway } from '../../application/ports/admin-dashboard-gateway';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';

export const createAdminDashboardGateway = gatewayOf<AdminDashboardGateway>({
  dashboard: call(api.getResolveItDashboard),
});
