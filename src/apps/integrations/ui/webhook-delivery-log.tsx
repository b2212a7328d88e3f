import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { Badge, type Tone } from '../../../ui/kit/badge';
import { ChoiceField } from '../../../ui/kit/choice-field';
import { formatTimestamp } from '../../../ui/kit/format';
import { ModalDialog } from '../../../ui/kit/modal-dialog';
import { useProblemText } from '../../../ui/kit/problem-text';
import { QueryView } from '../../../ui/kit/query-view';
import { RecordTable } from '../../../ui/kit/record-table';
import { EmptyState } from '../../../ui/kit/states';
import type { WebhookDelivery, WebhookDeliveryDetail } from '../application/ports/webhooks-gateway';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../domain/webhooks';
import { useRedeliver, useWebhookDeliveries, useWebhookDelivery } from './queries/webhooks';

const TONES: Record<DeliveryStatus, Tone> = { pending: 'info', succeeded: 'success', failed: 'danger' };

/** Headers and a body as they went over the wire, the body cut where the log cut it. */
function Message({ title, headers, body, truncated }: { title: string; headers: Readonly<Record<string, string>>; body: string; truncated: boolean }) {
  const { t } = useTranslation('integrations-webhooks');
  return (
    <section>
      <h3>{title}</h3>
      <h4>{t('delivery.headers')}</h4>
      <pre style={{ overflowX: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
      <h4>{t('delivery.body')}</h4>
      <pre style={{ overflowX: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body}</pre>
      {truncated && <p className="field__note">{t('delivery.truncated')}</p>}
    </section>
  );
}

function DeliveryDetail({ delivery }: { delivery: WebhookDeliveryDetail }) {
  const { t, i18n } = useTranslation('integrations-webhooks');
  const attempt = delivery.lastAttempt;
  return (
    <div className="stack">
      <dl className="facts">
        <dt>{t('delivery.messageId')}</dt>
        <dd>
          <code>{delivery.messageId}</code>
        </dd>
        <dt>{t('logColumns.status')}</dt>
        <dd>
          <Badge tone={TONES[delivery.status]}>{t(`deliveryStatus.${delivery.status}`)}</Badge>
        </dd>
        {attempt && (
          <>
            <dt>{t('delivery.at')}</dt>
            <dd>
              {formatTimestamp(attempt.at, i18n.language)} · {t('delivery.duration', { ms: attempt.durationMs })}
            </dd>
          </>
        )}
      </dl>
      {attempt ? (
        <>
          <Message title={`${t('delivery.request')}: POST ${attempt.request.url}`} {...attempt.request} />
          {attempt.response ? <Message title={`${t('delivery.response')}: ${attempt.response.status}`} {...attempt.response} /> : <p role="note">{t('delivery.noResponse', { error: attempt.error ?? '' })}</p>}
        </>
      ) : (
        <p>{t('delivery.notYet')}</p>
      )}
    </div>
  );
}

function DeliveryDetailView({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const detail = useWebhookDelivery(endpointId, deliveryId);
  return <QueryView query={detail}>{(delivery) => <DeliveryDetail delivery={delivery} />}</QueryView>;
}

/** An endpoint's deliveries, newest first, filtered by status; each opens its request and response, and can go again. */
export function DeliveryLog({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const { t, i18n } = useTranslation('integrations-webhooks');
  const { problemText } = useProblemText();
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const deliveries = useWebhookDeliveries(endpointId, status || undefined);
  const redeliver = useRedeliver();
  const [said, setSaid] = useState('');
  const when = (at: string | null) => (at ? formatTimestamp(at, i18n.language) : '—');
  const names = (delivery: WebhookDelivery) => ({ event: delivery.eventType, at: when(delivery.createdAt) });
  const again = (delivery: WebhookDelivery) =>
    redeliver.mutateAsync({ id: endpointId, deliveryId: delivery.id }).then(
      () => setSaid(t('log.redelivered')),
      (error: unknown) => setSaid(problemText(error)),
    );
  return (
    <section aria-labelledby="webhook-log-title">
      <h2 id="webhook-log-title">{t('log.heading')}</h2>
      <div className="list-toolbar">
        <ChoiceField
          label={t('log.filter')}
          value={status}
          onChange={setStatus}
          options={[{ value: '' as const, label: t('log.any') }, ...DELIVERY_STATUSES.map((value) => ({ value, label: t(`deliveryStatus.${value}`) }))]}
        />
      </div>
      <p role="status">{said}</p>
      <QueryView query={deliveries}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={t('log.emptyTitle')}>{t('log.empty')}</EmptyState>
          ) : (
            <RecordTable
              label={t('log.label')}
              rows={page.items}
              rowKey={(delivery) => delivery.id}
              columns={[
                { header: t('logColumns.event'), cell: (delivery) => <code>{delivery.eventType}</code> },
                { header: t('logColumns.status'), cell: (delivery) => <Badge tone={TONES[delivery.status]}>{t(`deliveryStatus.${delivery.status}`)}</Badge> },
                { header: t('logColumns.attempts'), cell: (delivery) => delivery.attempts },
                { header: t('logColumns.answer'), cell: (delivery) => delivery.lastStatus ?? '—' },
                { header: t('logColumns.created'), cell: (delivery) => when(delivery.createdAt) },
                { header: t('logColumns.next'), cell: (delivery) => when(delivery.nextAttemptAt) },
                {
                  header: t('logColumns.actions'),
                  hiddenHeader: true,
                  cell: (delivery) => (
                    <div className="row-actions">
                      <DialogTrigger>
                        <RippleButton className="button" aria-label={t('log.detailsFor', names(delivery))}>
                          {t('log.details')}
                        </RippleButton>
                        <ModalDialog title={t('delivery.title', { event: delivery.eventType })} side="end" size="large">
                          {() => <DeliveryDetailView endpointId={endpointId} deliveryId={delivery.id} />}
                        </ModalDialog>
                      </DialogTrigger>
                      <RippleButton className="button" isDisabled={!enabled || redeliver.isPending} aria-label={t('log.redeliverFor', names(delivery))} onPress={() => void again(delivery)}>
                        {t('log.redeliver')}
                      </RippleButton>
                    </div>
                  ),
                },
              ]}
            />
          )
        }
      </QueryView>
    </section>
  );
}
