import { deskTicketPath } from '../../../../src/apps/service-desk/domain/ticket-paths';
import { RESOLVE_IT_SLUG } from '../../../../src/apps/service-desk/domain/slug';
import type { NewLifeEvent } from '../../../kernel';
import type { TicketRow } from '../repositories/ticket-repository';

type StoryTicket = Pick<TicketRow, 'id' | 'organisationId' | 'number' | 'subject' | 'serviceType' | 'assetId' | 'requesterUserId'>;

interface Step {
  readonly kind: 'ticket-opened' | 'ticket-resolved';
  readonly at: Date;
  readonly actorId: string | null;
  readonly appSlug?: string;
  /** Told for the device alone when the requester's story has it already (a device named after the ticket was opened). */
  readonly deviceOnly?: boolean;
}

/** A step of a ticket, in the story of its requester and of the device it is about, linked to the desk's page of it. */
export function ticketEvent(ticket: StoryTicket, step: Step): NewLifeEvent[] {
  const personId = step.deviceOnly ? null : ticket.requesterUserId;
  if (!personId && !ticket.assetId) return [];
  return [
    {
      organisationId: ticket.organisationId,
      at: step.at,
      appSlug: step.appSlug ?? RESOLVE_IT_SLUG,
      kind: step.kind,
      assetId: ticket.assetId,
      personId,
      actorId: step.actorId,
      subject: `#${ticket.number} ${ticket.subject}`,
      href: deskTicketPath(ticket.serviceType, ticket.id),
    },
  ];
}
