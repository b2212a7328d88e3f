import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import { PageHeader } from '../../../ui/kit/page-header';
import { QueryView } from '../../../ui/kit/query-view';
import { EmptyState, LoadingState } from '../../../ui/kit/states';
import { useSessionInfo } from '../../../ui/queries/use-session-info';
import { APP_CONNECTIONS, type AppConnectionPanels } from '../../../ui/routing/app-connections';
import { useService } from '../../../ui/services/service-context';
import { eventsOfApp } from '../domain/app-events';
import { AppTokens, AppWebhooks, OwnConnections } from './app-connection-sections';
import { TokenCreateDialog, takesTokens } from './token-create-dialog';
import { TokenList } from './token-list';
import { useApiTokens } from './queries/tokens';

const USERS_SLUG = 'users';

/** Users' SCIM connection: where an identity provider points, and the tokens it may use. */
function ScimConnection() {
  const { t } = useTranslation('integrations-tokens');
  const tokens = useApiTokens({ scope: 'scim' });
  const baseUrl = `${window.location.origin}/scim/v2`;
  return (
    <section aria-labelledby="scim-title">
      <h2 id="scim-title">{t('scim.heading')}</h2>
      <p>{t('scim.lead')}</p>
      <dl className="facts">
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
    </section>
  );
}

/** What an admin connects for the app: its own connections, the tokens that open it, the endpoints of its events. */
function AdminConnections({ slug, app }: { slug: string; app: string }) {
  const { t } = useTranslation('integrations-tokens');
  const registry = useService<AppConnectionPanels>(APP_CONNECTIONS);
  const own = slug === USERS_SLUG || slug in registry;
  const tokens = takesTokens(slug);
  const webhooks = eventsOfApp(slug).length > 0;
  if (!own && !tokens && !webhooks) return <EmptyState title={t('app.noneTitle')}>{t('app.none', { app })}</EmptyState>;
  return (
    <div className="app-connections">
      {slug === USERS_SLUG ? <ScimConnection /> : <OwnConnections slug={slug} />}
      {tokens && <AppTokens slug={slug} app={app} />}
      {webhooks && <AppWebhooks slug={slug} app={app} />}
    </div>
  );
}

/**
 * /apps/:app_name/integrations: an app's connections to other systems, gathered on one page. The guard lets in only
 * people who may open the app; tokens, endpoints and the apps' own settings are for admins, and the server checks
 * each call again.
 */
export default function AppConnectionsScreen() {
  const { t } = useTranslation('integrations-tokens');
  const { t: shell } = useTranslation('shell');
  const session = useSessionInfo();
  const [, params] = useRoute('/apps/:app_name/integrations');
  const slug = params?.app_name ?? '';
  const app = shell(`apps.${slug}`, { defaultValue: slug });
  return (
    <section className="screen integrations" aria-labelledby="app-integrations-title">
      <PageHeader
        title={t('app.title', { app })}
        titleId="app-integrations-title"
        lead={t('app.lead', { app })}
        actions={
          session.isAdministrator && (
            <Link href="/integrations" className="button">
              {t('app.all')}
            </Link>
          )
        }
      />
      {session.isPending ? (
        <LoadingState />
      ) : session.isAdministrator ? (
        <AdminConnections slug={slug} app={app} />
      ) : (
        <EmptyState title={t('app.adminsTitle')}>{t('app.admins', { app })}</EmptyState>
      )}
    </section>
  );
}
