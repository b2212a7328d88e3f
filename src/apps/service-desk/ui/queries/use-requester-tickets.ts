import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REQUESTER_TICKETS_GATEWAY,
  type NewProblemReport,
  type NewServiceRequest,
  type RequesterTicketsGateway,
} from '../../application/ports/requester-tickets-gateway';
import type { AttachmentUpload, ReplyInput, TicketQuery } from '../../application/ports/ticket-views';
import type { RequesterSlug } from '../../domain/slug';
import { useService } from '../../../../ui/services/service-context';
import { DESK_KEY, useDeskMutation } from './use-desk-mutation';

function useRequesterGateway() {
  return useService<RequesterTicketsGateway>(REQUESTER_TICKETS_GATEWAY);
}

export function useMyDevices(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useQuery({ queryKey: [DESK_KEY, slug, 'devices'], queryFn: () => tickets.devices(slug) });
}

export function useCatalogue(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useQuery({ queryKey: [DESK_KEY, slug, 'catalogue'], queryFn: () => tickets.catalogue(slug) });
}

/** One page of my tickets; the page shown stays while the next one loads. */
export function useMyTickets(slug: RequesterSlug, query: TicketQuery) {
  const tickets = useRequesterGateway();
  return useQuery({ queryKey: [DESK_KEY, slug, 'tickets', query], queryFn: () => tickets.list(slug, query), placeholderData: keepPreviousData });
}

/** How many of my tickets are in each status category, in one call. */
export function useMyTicketCounts(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useQuery({ queryKey: [DESK_KEY, slug, 'tickets', 'counts'], queryFn: () => tickets.counts(slug) });
}

export function useMyTicket(slug: RequesterSlug, id: string) {
  const tickets = useRequesterGateway();
  return useQuery({ queryKey: [DESK_KEY, slug, 'ticket', id], queryFn: () => tickets.get(slug, id) });
}

export function usePendingApprovals(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useQuery({ queryKey: [DESK_KEY, slug, 'approvals'], queryFn: () => tickets.pendingApprovals(slug) });
}

/** Uploads wait for the ticket or reply that names them; nothing in the cache changes until then. */
export function useUploadAttachment(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return (upload: AttachmentUpload) => tickets.upload(slug, upload);
}

export function useCreateTicket(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useDeskMutation((ticket: NewServiceRequest | NewProblemReport) => tickets.create(slug, ticket));
}

export function useReplyToTicket(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useDeskMutation(({ id, reply }: { id: string; reply: ReplyInput }) => tickets.reply(slug, id, reply));
}

export function useChangeCopy(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useDeskMutation(({ id, add = [], remove = [] }: { id: string; add?: readonly string[]; remove?: readonly string[] }) =>
    tickets.changeCopy(slug, id, { add, remove }),
  );
}

export function useCloseTicket(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useDeskMutation(({ id, version }: { id: string; version: number }) => tickets.close(slug, id, { version }));
}

export function useDecideApproval(slug: RequesterSlug) {
  const tickets = useRequesterGateway();
  return useDeskMutation(({ id, decision, reason }: { id: string; decision: 'accepted' | 'refused'; reason?: string }) =>
    tickets.decide(slug, id, { decision, ...(reason && { reason }) }),
  );
}
