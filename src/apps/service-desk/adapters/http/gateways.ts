import type { ContractClient } from '../../../../adapters/http/contract-client';
import { createExternalTicketsGateway } from './http-external-tickets-gateway';
import { createRequesterTicketsGateway } from './http-requester-tickets-gateway';
import { createAdminConfigGateways } from './http-admin-config-gateway';
import { createAdminDashboardGateway } from './http-admin-dashboard-gateway';
import { createAdminTicketsGateway } from './http-admin-tickets-gateway';

/** The service desk's gateways, one per aggregate, for Resolve Now, Support, the external view and Resolve IT. */
export function createServiceDeskGateways(client: ContractClient) {
  return {
    requesterTickets: createRequesterTicketsGateway(client),
    externalTickets: createExternalTicketsGateway(client),
    adminTickets: createAdminTicketsGateway(client),
    adminDashboard: createAdminDashboardGateway(client),
    ...createAdminConfigGateways(client),
  };
}

