import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { AgentTicketDetail, DeskOptions } from '../../application/ports/admin-tickets-gateway';
import { useAgentTicket, useDeskOptions } from '../queries/admin-tickets';
import { ApprovalBadge, SlaBadge, StatusBadge } from '../requester/ticket-badges';
import { AdminFrame } from './admin-frame';
import { adminPaths } from './admin-paths';
import { AgentConversation } from './agent-conversation';
import { ApprovalPanel } from './approval-panel';
import { MergeDialog } from './merge-dialog';
import { SlaClocks } from './sla-clocks';
import { TicketActivity } from './ticket-activity';
import { TicketComposer } from './ticket-composer';
import { TicketProperties } from './ticket-properties';
import { PriorityLabel } from './ticket-labels';

/** Where this ticket came from and went: the ticket it was merged into, and the duplicates merged into it. */
function MergeLinks({ ticket }: { ticket: AgentTicketDetail }) {
  const { t } = useTranslation('service-desk-admin');
  if (!ticket.mergedInto && ticket.merged.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="ticket-merges">
      <h2 id="ticket-merges">{t('merge.links')}</h2>
      {ticket.mergedInto && (
        <p>
          {t('merge.mergedInto')}{' '}
          <Link href={adminPaths.ticket(ticket.serviceType, ticket.mergedInto.id)}>
            {ticket.mergedInto.reference} {ticket.mergedInto.subject}
          </Link>
        </p>
      )}
      {ticket.merged.length > 0 && (
        <ul>
          {ticket.merged.map((each) => (
            <li key={each.id}>
              <Link href={adminPaths.ticket(ticket.serviceType, each.id)}>
                {each.reference} {each.subject}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketPage({ ticket, options }: { ticket: AgentTicketDetail; options: DeskOptions }) {
  const { t } = useTranslation('service-desk-admin');
  const [propertiesUnsaved, setPropertiesUnsaved] = useState(false);
  return (
    <div className="agent-ticket">
      <div className="agent-ticket__main">
        <dl className="facts agent-ticket__facts">
          <div>
            <dt>{t('ticket.requester')}</dt>
            <dd>
              {ticket.requester.name} <span className="muted">{ticket.requester.email}</span>
            </dd>
          </div>
          <div>
            <dt>{t('properties.priority')}</dt>
            <dd>
              <PriorityLabel priority={ticket.priority} />
            </dd>
          </div>
          {ticket.requestType && (
            <div>
              <dt>{t('ticket.requestType')}</dt>
              <dd>{ticket.requestType.name}</dd>
            </div>
          )}
          {ticket.category && (
            <div>
              <dt>{t('ticket.category')}</dt>
              <dd>{ticket.category.name}</dd>
            </div>
          )}
          {ticket.impact && (
            <div>
              <dt>{t('ticket.impact')}</dt>
              <dd>{t(`ticket.impacts.${ticket.impact}`)}</dd>
            </div>
          )}
          {ticket.copy.length > 0 && (
            <div>
              <dt>{t('ticket.copy')}</dt>
              <dd>{ticket.copy.map((person) => person.name ?? person.email).join(', ')}</dd>
            </div>
          )}
        </dl>
        <TicketComposer ticket={ticket} options={options} propertiesUnsaved={propertiesUnsaved} />
        <AgentConversation ticket={ticket} />
        <TicketActivity ticketId={ticket.id} />
      </div>
      <aside className="agent-ticket__side" aria-label={t('ticket.side')}>
        <TicketProperties key={ticket.id} ticket={ticket} options={options} onUnsavedChange={setPropertiesUnsaved} />
        <SlaClocks sla={ticket.sla} />
        <ApprovalPanel ticket={ticket} />
        <MergeLinks ticket={ticket} />
      </aside>
    </div>
  );
}

/**
 * One ticket as an agent works it: under its summary the composer, then the conversation newest first, so the reply
 * box is in sight on opening however long the conversation, and the message it answers sits right under it (as in
 * Zendesk); at the side its properties, SLA clocks, approval and merges.
 */
export default function AgentTicketScreen({ match }: ScreenProps) {
  const { t } = useTranslation('service-desk-admin');
  const ticket = useAgentTicket(match.params.id ?? '');
  const options = useDeskOptions();
  const shown = ticket.data;
  return (
    <AdminFrame
      title={shown ? `${shown.reference} ${shown.subject}` : t('ticket.title')}
      meta={
        shown && (
          <span className="agent-ticket__badges">
            <StatusBadge status={shown.status} />
            <SlaBadge state={shown.slaState} />
            <ApprovalBadge state={shown.approvalState} />
          </span>
        )
      }
      actions={shown && <MergeDialog ticket={shown} />}
    >
      <QueryView query={ticket}>{(data) => <QueryView query={options}>{(choices) => <TicketPage ticket={data} options={choices} />}</QueryView>}</QueryView>
    </AdminFrame>
  );
}
