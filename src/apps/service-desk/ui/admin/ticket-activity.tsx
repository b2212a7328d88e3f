import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeText } from '../../../../ui/kit/display';
import { StepPager } from '../../../../ui/kit/pager';
import { QueryView } from '../../../../ui/kit/query-view';
import { useTicketActivity } from '../queries/admin-tickets';

const PAGE_SIZE = 10;

/** The ticket's trail, newest first, a page at a time: who changed what, and when. */
export function TicketActivity({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('service-desk-admin');
  const [page, setPage] = useState(1);
  const activity = useTicketActivity(ticketId, { page, pageSize: PAGE_SIZE, sort: '-at' });
  return (
    <section className="panel" aria-labelledby="ticket-activity">
      <h2 id="ticket-activity">{t('activity.title')}</h2>
      <QueryView query={activity} isEmpty={(data) => data.total === 0} empty={t('activity.empty')}>
        {(data) => (
          <>
            <ol className="ticket-activity">
              {data.items.map((entry) => (
                <li key={entry.id}>
                  <strong>{t(`activity.actions.${entry.action}`, { defaultValue: entry.action })}</strong> <TimeText at={entry.at} />{' '}
                  {t('activity.by', { name: entry.user?.name ?? t('activity.system') })}
                </li>
              ))}
            </ol>
            <StepPager page={page} total={data.total} pageSize={data.pageSize} label={t('activity.pages')} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
