import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute } from 'wouter';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../ui/kit/confirm-action';
import { formatTimestamp } from '../../../ui/kit/format';
import { ModalDialog } from '../../../ui/kit/modal-dialog';
import { PageHeader } from '../../../ui/kit/page-header';
import { useProblemText } from '../../../ui/kit/problem-text';
import { QueryView } from '../../../ui/kit/query-view';
import { EmptyState } from '../../../ui/kit/states';
import type { WebhookEndpoint } from '../application/ports/webhooks-gateway';
import { EndpointStatus } from './endpoint-status';
import { useRemoveEndpoint, useRotateSecret, useSendTest, useWebhookEndpoints } from './queries/webhooks';
import { SecretShownOnce } from './secret-shown-once';
import { DeliveryLog } from './webhook-delivery-log';
import { EndpointDialog, useSecretWords } from './webhook-endpoint-form';

/** Send test event, rotate the secret (the new one shown once), edit, delete. */
function EndpointActions({ endpoint, onSaid }: { endpoint: WebhookEndpoint; onSaid: (text: string) => void }) {
  const { t } = useTranslation('integrations-webhooks');
  const { problemText } = useProblemText();
  const [, navigate] = useLocation();
  const words = useSecretWords();
  const sendTest = useSendTest();
  const rotate = useRotateSecret();
  const remove = useRemoveEndpoint();
  const [secret, setSecret] = useState<string | null>(null);
  const test = () => sendTest.mutateAsync(endpoint.id).then(() => onSaid(t('test.sent')), (error: unknown) => onSaid(problemText(error)));
  return (
    <div className="page-header__actions-row" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <RippleButton className="button button--primary" isDisabled={!endpoint.enabled || sendTest.isPending} onPress={() => void test()}>
        {t('test.action')}
      </RippleButton>
      <EndpointDialog endpoint={endpoint} />
      <ConfirmAction label={t('rotate.action')} title={t('rotate.title')} confirmLabel={t('rotate.confirm')} onConfirm={async () => setSecret((await rotate.mutateAsync(endpoint.id)).secret)}>
        {t('rotate.text')}
      </ConfirmAction>
      <ConfirmAction
        label={t('remove.action')}
        title={t('remove.title')}
        confirmLabel={t('remove.confirm')}
        destructive
        onConfirm={async () => {
          await remove.mutateAsync(endpoint.id);
          navigate('/integrations/webhooks');
        }}
      >
        {t('remove.text')}
      </ConfirmAction>
      <ModalDialog title={t('rotate.doneTitle')} isOpen={secret !== null} onOpenChange={(open) => !open && setSecret(null)}>
        {(close) => secret && <SecretShownOnce secret={secret} words={words} onDone={close} />}
      </ModalDialog>
    </div>
  );
}

function EndpointView({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation('integrations-webhooks');
  const [said, setSaid] = useState('');
  return (
    <>
      <PageHeader title={endpoint.description || endpoint.url} titleId="integrations-webhook-title" actions={<EndpointActions endpoint={endpoint} onSaid={setSaid} />} />
      <p role="status">{said}</p>
      <dl className="facts" aria-label={t('details.label')}>
        <dt>{t('details.url')}</dt>
        <dd>
          <code style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</code>
        </dd>
        <dt>{t('details.status')}</dt>
        <dd>
          <EndpointStatus endpoint={endpoint} />
        </dd>
        <dt>{t('details.events')}</dt>
        <dd>
          <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
            {endpoint.eventTypes.map((type) => (
              <li key={type}>
                <code>{type}</code> · {t(`events.${type}`)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('details.secret')}</dt>
        <dd>
          <code>{endpoint.secretMasked}</code>
          {endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > Date.now() && (
            <p className="field__note">{t('secret.overlap', { until: formatTimestamp(endpoint.previousSecretUntil, i18n.language) })}</p>
          )}
        </dd>
        <dt>{t('details.created')}</dt>
        <dd>{formatTimestamp(endpoint.createdAt, i18n.language)}</dd>
      </dl>
      <DeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />
    </>
  );
}

/** /integrations/webhooks/:id: one endpoint, what it does with its secret, and its delivery log. */
export default function WebhookEndpointScreen() {
  const { t } = useTranslation('integrations-webhooks');
  const [, params] = useRoute('/integrations/webhooks/:id');
  const endpoints = useWebhookEndpoints();
  return (
    <section className="screen integrations" aria-labelledby="integrations-webhook-title">
      <QueryView query={endpoints}>
        {(page) => {
          const endpoint = page.items.find((each) => each.id === params?.id);
          return endpoint ? <EndpointView endpoint={endpoint} /> : <EmptyState title={t('list.emptyTitle')}>{t('list.empty')}</EmptyState>;
        }}
      </QueryView>
    </section>
  );
}
