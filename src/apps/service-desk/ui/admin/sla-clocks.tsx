import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import { TimeText } from '../../../../ui/kit/display';
import type { AgentTicketDetail, ClockState } from '../../application/ports/admin-tickets-gateway';
import { SlaBadge } from '../requester/ticket-badges';

const clockTone: Readonly<Record<ClockState, Tone>> = { none: 'neutral', running: 'info', paused: 'neutral', met: 'success', breached: 'danger', stopped: 'neutral' };
const CLOCKS = ['firstResponse', 'update', 'resolution'] as const;

/** The three SLA clocks of the ticket: each one's deadline in business time, and whether it was met or breached. */
export function SlaClocks({ sla }: { sla: AgentTicketDetail['sla'] }) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <section className="panel sla-clocks" aria-labelledby="sla-clocks">
      <h2 id="sla-clocks">
        {t('sla.title')} <SlaBadge state={sla.state} />
      </h2>
      <p className="muted">{sla.policy ? t('sla.policy', { name: sla.policy.name }) : t('sla.noPolicy')}</p>
      <dl className="facts sla-clocks__list">
        {CLOCKS.map((name) => {
          const clock = sla[name];
          return (
            <div key={name}>
              <dt>{t(`sla.clocks.${name}`)}</dt>
              <dd>
                <Badge tone={clockTone[clock.state]}>{t(`sla.clockStates.${clock.state}`)}</Badge>{' '}
                {clock.dueAt && (
                  <span>
                    {t('sla.due')} <TimeText at={clock.dueAt} />
                  </span>
                )}
                {clock.doneAt && (
                  <span className="muted">
                    {' '}
                    · {t('sla.done')} <TimeText at={clock.doneAt} />
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
