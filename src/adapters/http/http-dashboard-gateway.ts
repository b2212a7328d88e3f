import * as api from '../../../contract/shell-routes';
import type { DashboardGateway } from '../../application/ports/dashboard-gateway';
import { call, gatewayOf } from './gateway-of';

export const createDashboardGateway = gatewayOf<DashboardGateway>({ dashboard: call(api.getDashboard) });
