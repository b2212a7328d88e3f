import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../ui/kit/query-view';
import { useEventCatalogue } from './queries/webhooks';

/** Every event with what it means and the JSON Schema of its message, folded until asked for. */
export function EventCatalogue() {
  const { t } = useTranslation('integrations-webhooks');
  const catalogue = useEventCatalogue();
  return (
    <section aria-labelledby="webhook-catalogue-title">
      <h2 id="webhook-catalogue-title">{t('catalogue.heading')}</h2>
      <p>{t('catalogue.lead')}</p>
      <QueryView query={catalogue}>
        {(events) => (
          <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
            {events.map((event) => (
              <li key={event.type}>
                <details>
                  <summary aria-label={t('catalogue.schema', { event: event.type })}>
                    <code>{event.type}</code> · {t(`events.${event.type}`)}
                  </summary>
                  <pre style={{ overflowX: 'auto', maxWidth: '100%' }}>{JSON.stringify(event.schema, null, 2)}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
