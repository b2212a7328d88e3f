import { defineApp } from '../../domain/apps/app-declaration';
import { route } from '../../domain/routing/route-builders';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { INTEGRATIONS_SLUG } from './domain/slug';
const home = '/integrations';

/** Integrations: API tokens, outgoing webhooks and import sources, at the shell's top level and beside each app. */
export const integrationsApp = defineApp({
  id: 'integrations',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [{ slug: INTEGRATIONS_SLUG, category: 'shell', icon: 'Plug', grants: [], routes: [], home }],
  pages: [
    route(INTEGRATIONS_SLUG, home, 'main', { meta: { slug: INTEGRATIONS_SLUG } }),
    route('integrations-webhooks', `${home}/webhooks`, 'main', { meta: { slug: INTEGRATIONS_SLUG } }),
    route('integrations-webhook', `${home}/webhooks/:id`, 'main', { meta: { slug: INTEGRATIONS_SLUG }, returnPath: `${home}/webhooks` }),
    // Spec 2.4 {app_name}/integrations: the app the path names is the route's slug.
    route('app-integrations', '/apps/:app_name/integrations', 'main', { slugFromPath: true, returnPath: home }),
  ],
});
