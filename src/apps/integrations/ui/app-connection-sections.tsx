import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../ui/kit/query-view';
import { LoadingState } from '../../../ui/kit/states';
import { useService } from '../../../ui/services/service-context';
import { APP_CONNECTIONS, type AppConnectionPanels } from '../../../ui/routing/app-connections';
import { eventsOfApp, listensTo } from '../domain/app-events';
import { useApiTokens } from './queries/tokens';
import { useWebhookEndpoints } from './queries/webhooks';
import { TokenCreateDialog } from './token-create-dialog';
import { TokenList } from './token-list';
import { EndpointDialog } from './webhook-endpoint-form';
import { EndpointList } from './webhooks-screen';

/** A heading with its action beside it, as each part of the page has. */
function SectionHead({ id, title, lead, action }: { id: string; title: string; lead: string; action: React.ReactNode }) {
  return (
    <div className="app-connections__head">
      <div>
        <h2 id={id}>{title}</h2>
        <p className="muted">{lead}</p>
      </div>
      {action}
    </div>
  );
}

/** The API tokens that open this app (read or write), and a new one made for it alone. */
export function AppTokens({ slug, app }: { slug: string; app: string }) {
  const { t } = useTranslation('integrations-tokens');
  const tokens = useApiTokens({ app: slug });
  return (
    <section aria-labelledby="app-tokens-title">
      <SectionHead id="app-tokens-title" title={t('list.heading')} lead={t('app.tokensLead', { app })} action={<TokenCreateDialog app={slug} />} />
      <QueryView query={tokens}>{(page) => <TokenList tokens={page.items} />}</QueryView>
    </section>
  );
}

/** The endpoints subscribed to any of this app's events, and a new one offered those events only. */
export function AppWebhooks({ slug, app }: { slug: string; app: string }) {
  const { t } = useTranslation('integrations-webhooks');
  const endpoints = useWebhookEndpoints();
  const events = eventsOfApp(slug);
  return (
    <section aria-labelledby="app-webhooks-title">
      <SectionHead id="app-webhooks-title" title={t('app.heading')} lead={t('app.lead', { app, events: events.join(', ') })} action={<EndpointDialog events={events} />} />
      <QueryView query={endpoints}>{(page) => <EndpointList endpoints={page.items.filter((endpoint) => listensTo(endpoint, slug))} />}</QueryView>
    </section>
  );
}

const panels = new Map<string, ComponentType<{ slug: string }>>();

/** The app's own panel (its mailbox, its partner's address), loaded from the app that keeps it; none for most apps. */
export function OwnConnections({ slug }: { slug: string }) {
  const registry = useService<AppConnectionPanels>(APP_CONNECTIONS);
  const load = registry[slug];
  if (!load) return null;
  if (!panels.has(slug)) panels.set(slug, lazy(load));
  const Panel = panels.get(slug)!;
  return (
    <Suspense fallback={<LoadingState rows={2} />}>
      <Panel slug={slug} />
    </Suspense>
  );
}
