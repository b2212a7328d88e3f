import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { PageHeader } from '../../../ui/kit/page-header';
import { QueryView } from '../../../ui/kit/query-view';
import { EmptyState } from '../../../ui/kit/states';
import { TokenCreateDialog } from './token-create-dialog';
import { TokenList } from './token-list';
import { useApiTokens } from './queries/tokens';

/** Users' SCIM connection: where an identity provider points, and the tokens it may use. */
function ScimConnection() {
  const { t } = useTranslation('integrations-tokens');
  const tokens = useApiTokens('scim');
  const baseUrl = `${window.location.origin}/scim/v2`;
  return (
    <>
      <h2>{t('scim.heading')}</h2>
      <p>{t('scim.lead')}</p>
      <dl className="details">
        <dt>{t('scim.baseUrl')}</dt>
        <dd>
          <code style={{ overflowWrap: 'anywhere' }}>{baseUrl}</code>
        </dd>
        <dt>{t('scim.auth')}</dt>
        <dd>{t('scim.authValue')}</dd>
      </dl>
      <div className="list-toolbar">
        <TokenCreateDialog scimOnly />
      </div>
      <QueryView query={tokens}>{(page) => <TokenList tokens={page.items} />}</QueryView>
    </>
  );
}

/** /apps/:app_name/integrations: an app's own connections (Users: SCIM); other apps have none here yet. */
export default function AppConnectionsScreen() {
  const { t } = useTranslation('integrations-tokens');
  const { t: shell } = useTranslation('shell');
  const [, params] = useRoute('/apps/:app_name/integrations');
  const slug = params?.app_name ?? '';
  const app = shell(`apps.${slug}`, { defaultValue: slug });
  return (
    <section className="screen integrations" aria-labelledby="app-integrations-title">
      <PageHeader title={t('app.title', { app })} titleId="app-integrations-title" lead={t('app.lead', { app })} />
      {slug === 'users' ? <ScimConnection /> : <EmptyState title={t('app.noneTitle')}>{t('app.none', { app })}</EmptyState>}
    </section>
  );
}
