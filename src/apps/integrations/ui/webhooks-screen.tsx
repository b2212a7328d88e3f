import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../ui/kit/page-header';
import { QueryView } from '../../../ui/kit/query-view';
import { RecordTable } from '../../../ui/kit/record-table';
import { EmptyState } from '../../../ui/kit/states';
import type { WebhookEndpoint } from '../application/ports/webhooks-gateway';
import { EndpointStatus } from './endpoint-status';
import { EventCatalogue } from './event-catalogue';
import { IntegrationsTabs } from './integrations-tabs';
import { useWebhookEndpoints } from './queries/webhooks';
import { EndpointDialog } from './webhook-endpoint-form';

/** The endpoints as a table (cards on a phone), each opening its page with the delivery log. */
export function EndpointList({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const { t } = useTranslation('integrations-webhooks');
  if (endpoints.length === 0) return <EmptyState title={t('list.emptyTitle')}>{t('list.empty')}</EmptyState>;
  return (
    <RecordTable
      label={t('list.label')}
      rows={endpoints}
      rowKey={(endpoint) => endpoint.id}
      columns={[
        { header: t('columns.url'), cell: (endpoint) => <code style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</code> },
        { header: t('columns.description'), cell: (endpoint) => endpoint.description },
        { header: t('columns.events'), cell: (endpoint) => t('eventCount', { count: endpoint.eventTypes.length }) },
        { header: t('columns.status'), cell: (endpoint) => <EndpointStatus endpoint={endpoint} /> },
        {
          header: t('columns.actions'),
          hiddenHeader: true,
          cell: (endpoint) => (
            <Link href={`/integrations/webhooks/${endpoint.id}`} className="button" aria-label={t('list.openFor', { url: endpoint.url })}>
              {t('list.open')}
            </Link>
          ),
        },
      ]}
    />
  );
}

/** /integrations/webhooks: the organisation's endpoints, added here, and the event catalogue they choose from. */
export default function WebhooksScreen() {
  const { t } = useTranslation('integrations-webhooks');
  const endpoints = useWebhookEndpoints();
  return (
    <section className="screen integrations" aria-labelledby="integrations-webhooks-title">
      <PageHeader title={t('title')} titleId="integrations-webhooks-title" lead={t('lead')} actions={<EndpointDialog />} />
      <IntegrationsTabs current="webhooks" />
      <h2>{t('list.heading')}</h2>
      <QueryView query={endpoints}>{(page) => <EndpointList endpoints={page.items} />}</QueryView>
      <EventCatalogue />
    </section>
  );
}
