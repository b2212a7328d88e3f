import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/kit/page-header';
import { QueryView } from '../../../ui/kit/query-view';
import { IntegrationsTabs } from './integrations-tabs';
import { TokenCreateDialog } from './token-create-dialog';
import { TokenList } from './token-list';
import { useApiTokens } from './queries/tokens';

/** /integrations: the organisation's API tokens, made, listed and revoked by admins. */
export default function TokensScreen() {
  const { t } = useTranslation('integrations-tokens');
  const tokens = useApiTokens();
  return (
    <section className="screen integrations" aria-labelledby="integrations-tokens-title">
      <PageHeader title={t('title')} titleId="integrations-tokens-title" lead={t('lead')} actions={<TokenCreateDialog />} />
      <IntegrationsTabs current="tokens" />
      <h2>{t('list.heading')}</h2>
      <QueryView query={tokens}>{(page) => <TokenList tokens={page.items} />}</QueryView>
    </section>
  );
}
