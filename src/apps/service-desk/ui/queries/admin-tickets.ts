import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../../../application/ports/list-page';
import { useService } from '../../../../ui/services/service-context';
import {
  ADMIN_TICKETS_GATEWAY,
  type AdminTicketsGateway,
  type AgentMessage,
  type AgentTicketQuery,
  type ApprovalVote,
  type TicketChanges,
} from '../../application/ports/admin-tickets-gateway';
import { DESK_KEY, useDeskMutation } from './use-desk-mutation';

export const ADMIN_KEY = [DESK_KEY, 'admin'] as const;
const ticketKey = (id: string) => [...ADMIN_KEY, 'ticket', id] as const;

export function useAdminTicketsGateway() {
  return useService<AdminTicketsGateway>(ADMIN_TICKETS_GATEWAY);
}

/** One page of a queue; the last page stays shown while the next one loads. */
export function useAgentTickets(query: AgentTicketQuery) {
  const tickets = useAdminTicketsGateway();
  return useQuery({ queryKey: [...ADMIN_KEY, 'tickets', query], queryFn: () => tickets.list(query), placeholderData: keepPreviousData });
}

export function useAgentTicket(id: string) {
  const tickets = useAdminTicketsGateway();
  return useQuery({ queryKey: ticketKey(id), queryFn: () => tickets.get(id) });
}

/** The ticket as the server has it now, bypassing the cache: what someone else saved meanwhile. */
export function useLatestAgentTicket(id: string) {
  const tickets = useAdminTicketsGateway();
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: ticketKey(id), queryFn: () => tickets.get(id), staleTime: 0 });
}

/** What the queues and the ticket page pick from; it changes only when the desk is configured. */
export function useDeskOptions() {
  const tickets = useAdminTicketsGateway();
  return useQuery({ queryKey: [...ADMIN_KEY, 'options'], queryFn: () => tickets.options(), staleTime: 60_000 });
}

export function useTicketActivity(id: string, request: ListRequest) {
  const tickets = useAdminTicketsGateway();
  return useQuery({ queryKey: [...ticketKey(id), 'activity', request], queryFn: () => tickets.activity(id, request), placeholderData: keepPreviousData });
}

export function useUpdateTicket(id: string) {
  const tickets = useAdminTicketsGateway();
  return useDeskMutation((changes: TicketChanges) => tickets.update(id, changes));
}

export function useAddTicketMessage(id: string) {
  const tickets = useAdminTicketsGateway();
  return useDeskMutation((message: AgentMessage) => tickets.addMessage(id, message));
}

export function useMergeTicket(id: string) {
  const tickets = useAdminTicketsGateway();
  return useDeskMutation((request: { targetId: string; version: number }) => tickets.merge(id, request));
}

export function useDecideApproval(id: string) {
  const tickets = useAdminTicketsGateway();
  return useDeskMutation((vote: ApprovalVote) => tickets.decide(id, vote));
}
