import { useTranslation } from 'react-i18next';
import { TimeText } from '../../../../ui/kit/display';
import type { TicketDetail } from '../../application/ports/ticket-views';
import { StatusBadge } from './ticket-badges';

/** Every status the ticket went through, newest first, with who moved it where the desk says. */
export function StatusHistory({ history }: { history: TicketDetail['statusHistory'] }) {
  const { t } = useTranslation('service-desk');
  return (
    <section className="panel desk-panel" aria-labelledby="desk-history">
      <h2 id="desk-history">{t('history.title')}</h2>
      {history.length === 0 ? (
        <p className="muted">{t('history.none')}</p>
      ) : (
        <ol className="status-history">
          {[...history].reverse().map((change) => (
            <li key={`${change.at}-${change.status.id}`}>
              <StatusBadge status={change.status} /> <TimeText at={change.at} />
              {change.by && <span className="muted"> {t('history.by', { name: change.by.name })}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
