import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/kit/badge';
import type { WebhookEndpoint } from '../application/ports/webhooks-gateway';

/** An endpoint's state as a badge: enabled, disabled by hand, or disabled by a 410 answer. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('integrations-webhooks');
  if (endpoint.enabled) return <Badge tone="success">{t('status.enabled')}</Badge>;
  return <Badge tone={endpoint.disabledReason ? 'danger' : 'neutral'}>{endpoint.disabledReason ? t('status.gone') : t('status.disabled')}</Badge>;
}
