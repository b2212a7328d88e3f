import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeText } from '../../../../ui/kit/display';
import type { TicketDetail } from '../../application/ports/ticket-views';
import { SlaBadge } from './ticket-badges';

/** What the ticket is about and what was promised: its kind, the answers given, the times. */
export function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('service-desk');
  const fact = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value ?? <span className="muted">{t('none')}</span>}</dd>
    </>
  );
  const answer = (value: string | number | boolean | null) => (typeof value === 'boolean' ? t(value ? 'yes' : 'no') : value === null || value === '' ? null : String(value));
  return (
    <section className="panel desk-panel" aria-labelledby="desk-facts">
      <h2 id="desk-facts">{t('facts.title')}</h2>
      <dl className="facts">
        {fact(t('facts.kind'), t(`kind.${ticket.serviceType}`))}
        {ticket.requestType && fact(t('facts.requestType'), ticket.requestType.name)}
        {ticket.category && fact(t('facts.category'), ticket.category.name)}
        {ticket.impact && fact(t('facts.impact'), t(`impact.${ticket.impact}`))}
        {fact(t('facts.priority'), ticket.priority?.name)}
        {fact(t('facts.requester'), ticket.requester.name)}
        {fact(t('facts.opened'), <TimeText at={ticket.createdAt} />)}
        {fact(t('facts.updated'), <TimeText at={ticket.updatedAt} />)}
        {fact(
          t('facts.due'),
          ticket.dueAt ? (
            <span className="desk-due">
              <TimeText at={ticket.dueAt} /> <SlaBadge state={ticket.slaState} />
            </span>
          ) : (
            <span className="muted">{t('facts.noDue')}</span>
          ),
        )}
        {ticket.answers.map((each) => (
          <Fragment key={each.key}>{fact(each.label, answer(each.value))}</Fragment>
        ))}
      </dl>
    </section>
  );
}

