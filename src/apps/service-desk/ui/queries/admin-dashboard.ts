import { useQuery } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { ADMIN_DASHBOARD_GATEWAY, type AdminDashboardGateway } from '../../application/ports/admin-dashboard-gateway';
import type { ServiceKind } from '../../application/ports/ticket-views';
import { ADMIN_KEY } from './admin-tickets';

export function useDeskDashboard(serviceType: ServiceKind | undefined) {
  const dashboard = useService<AdminDashboardGateway>(ADMIN_DASHBOARD_GATEWAY);
  return useQuery({ queryKey: [...ADMIN_KEY, 'dashboard', serviceType], queryFn: () => dashboard.dashboard(serviceType ? { serviceType } : {}) });
}
