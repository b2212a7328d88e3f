import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../../../ui/kit/section-tabs';

/** Integrations' two pages, API tokens and webhooks, each at its own address. */
export function IntegrationsTabs({ current }: { current: 'tokens' | 'webhooks' }) {
  const { t } = useTranslation('integrations-webhooks');
  return (
    <SectionTabs
      label={t('tabs.label')}
      tabs={[
        { key: 'tokens', href: '/integrations', label: t('tabs.tokens'), current: current === 'tokens' },
        { key: 'webhooks', href: '/integrations/webhooks', label: t('tabs.webhooks'), current: current === 'webhooks' },
      ]}
    />
  );
}
