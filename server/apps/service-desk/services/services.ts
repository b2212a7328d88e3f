import type { ServiceDeps } from '../../../services/service-deps';
import { ApprovalService } from './approval-service';
import { DeskConfigService } from './config-service';
import { DeskService } from './desk-service';
import { EscalationService } from './escalation-service';
import { TicketService } from './ticket-service';

/** The use cases of the service desk. */
export function createServiceDeskServices(deps: ServiceDeps) {
  const tickets = new TicketService(deps);
  return {
    config: new DeskConfigService(deps),
    desk: new DeskService(deps),
    tickets,
    approvals: new ApprovalService(deps, tickets),
    escalations: new EscalationService(deps, tickets),
  };
}

export type ServiceDeskServices = ReturnType<typeof createServiceDeskServices>;
