import type { ReactNode } from 'react';
import type { Attachment, AttachmentUpload, ReplyInput, TicketDetail } from '../../application/ports/ticket-views';
import { isClosedCategory } from '../../domain/ticket-status';
import { ApprovalSteps } from './approval-steps';
import { ReplyForm } from './reply-form';
import { StatusHistory } from './status-history';
import { ApprovalBadge, SlaBadge, StatusBadge } from './ticket-badges';
import { TicketConversation } from './ticket-conversation';
import { TicketFacts } from './ticket-facts';

/**
 * One ticket as its requester sees it, signed in or external: the conversation with the answer box, and beside it
 * what was asked and promised, the approval, the status history and whatever the page adds.
 */
export function TicketView({
  ticket,
  upload,
  reply,
  aside,
}: {
  ticket: TicketDetail;
  upload: (file: AttachmentUpload) => Promise<Attachment>;
  reply: (reply: ReplyInput) => Promise<unknown>;
  aside?: ReactNode;
}) {
  return (
    <div className="desk-ticket">
      <div className="desk-ticket__main">
        <TicketConversation ticket={ticket} />
        <ReplyForm upload={upload} send={reply} reopens={isClosedCategory(ticket.status.category)} />
      </div>
      <div className="desk-ticket__side">
        <TicketFacts ticket={ticket} />
        {ticket.approval && <ApprovalSteps approval={ticket.approval} />}
        {aside}
        <StatusHistory history={ticket.statusHistory} />
      </div>
    </div>
  );
}

/** The ticket's state beside its title: status, SLA and approval. */
export function TicketBadges({ ticket }: { ticket: TicketDetail }) {
  return (
    <span className="desk-badges">
      <StatusBadge status={ticket.status} />
      <SlaBadge state={ticket.slaState} />
      <ApprovalBadge state={ticket.approvalState} />
    </span>
  );
}
