import type { ServiceDeskDeps } from './service-deps';
import { ApprovalService } from './approval-service';
import { DeskConfigService } from './config-service';
import { DeskService } from './desk-service';
import { EmailChannelService } from './email-channel-service';
import { EscalationService } from './escalation-service';
import { MailboxOAuthService } from './mailbox-oauth-service';
import { AgentTicketService } from './agent-ticket-service';
import { TicketCore } from './ticket-core';
import { TicketMailIntake } from './ticket-mail-intake';
import { TicketService } from './ticket-service';

/** The use cases of the service desk. */
export function createServiceDeskServices(deps: ServiceDeskDeps) {
  const core = new TicketCore(deps);
  const tickets = new TicketService(deps, core);
  const agentTickets = new AgentTicketService(deps, core);
  return {
    config: new DeskConfigService(deps),
    emailChannel: new EmailChannelService(deps),
    mailboxOAuth: new MailboxOAuthService(deps),
    desk: new DeskService(deps),
    tickets,
    agentTickets,
    mailIntake: new TicketMailIntake(deps, core),
    approvals: new ApprovalService(deps, tickets, agentTickets),
    escalations: new EscalationService(deps, core),
  };
}

export type ServiceDeskServices = ReturnType<typeof createServiceDeskServices>;
