import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_GATEWAY, type DashboardGateway } from '../../application/ports/dashboard-gateway';
import { useService } from '../services/service-context';

export function useDashboard() {
  const gateway = useService<DashboardGateway>(DASHBOARD_GATEWAY);
  return useQuery({ queryKey: ['dashboard'], queryFn: () => gateway.dashboard() });
}
