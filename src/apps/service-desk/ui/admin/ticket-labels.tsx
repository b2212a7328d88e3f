import { useTranslation } from 'react-i18next';
import { TimeText } from '../../../../ui/kit/display';
import type { SlaState } from '../../application/ports/admin-tickets-gateway';
import type { PriorityRef } from '../../application/ports/ticket-views';
import { SlaBadge } from '../requester/ticket-badges';

/** A priority by its name, with its configured colour as a dot beside it (the name carries the meaning). */
export function PriorityLabel({ priority }: { priority: PriorityRef | null }) {
  const { t } = useTranslation('service-desk-admin');
  if (!priority) return <span className="muted">{t('ticket.noPriority')}</span>;
  return (
    <span className="priority-label">
      <span className="priority-label__dot" style={{ background: priority.colour }} aria-hidden="true" />
      {priority.name}
    </span>
  );
}

/** A ticket's SLA in a queue row: the state in words (breached, due soon...) and the next deadline, if one runs. */
export function SlaCell({ state, dueAt }: { state: SlaState; dueAt: string | null }) {
  const { t } = useTranslation('service-desk-admin');
  if (state === 'none' && !dueAt) return <span className="muted">{t('sla.noSla')}</span>;
  return (
    <span className="sla-cell">
      <SlaBadge state={state} />
      {dueAt && (
        <span className="sla-cell__due">
          {/* A breached ticket's own deadline has passed: what is shown is the next clock's. */}
          {state === 'breached' ? t('sla.nextDue') : t('sla.due')} <TimeText at={dueAt} relative />
        </span>
      )}
    </span>
  );
}
