import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EXTERNAL_TICKETS_GATEWAY, type ExternalTicketsGateway } from '../../application/ports/external-tickets-gateway';
import type { AttachmentUpload, ReplyInput, TicketQuery } from '../../application/ports/ticket-views';
import { useService } from '../../../../ui/services/service-context';
import { DESK_KEY, useDeskMutation } from './use-desk-mutation';

function useExternalGateway() {
  return useService<ExternalTicketsGateway>(EXTERNAL_TICKETS_GATEWAY);
}

/** The tickets of the signed-in address, asked for with that session's token. */
export function useExternalTickets(token: string, query: TicketQuery) {
  const tickets = useExternalGateway();
  return useQuery({ queryKey: [DESK_KEY, 'external', 'tickets', query], queryFn: () => tickets.list(token, query), placeholderData: keepPreviousData });
}

export function useExternalTicket(token: string, id: string) {
  const tickets = useExternalGateway();
  return useQuery({ queryKey: [DESK_KEY, 'external', 'ticket', id], queryFn: () => tickets.get(token, id) });
}

export function useExternalUpload(token: string) {
  const tickets = useExternalGateway();
  return (upload: AttachmentUpload) => tickets.upload(token, upload);
}

export function useExternalReply(token: string) {
  const tickets = useExternalGateway();
  return useDeskMutation(({ id, reply }: { id: string; reply: ReplyInput }) => tickets.reply(token, id, reply));
}
