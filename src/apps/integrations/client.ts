import { defineAppClient, gatewayModule } from '../../app-client';
import { integrationsApp } from './app';
import { TOKENS_GATEWAY } from './application/ports/tokens-gateway';
import { WEBHOOKS_GATEWAY } from './application/ports/webhooks-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Integrations in the browser: the API tokens, the outgoing webhooks, and each app's own connections. */
export const integrationsClient = defineAppClient(integrationsApp, {
  namespace: 'integrations-webhooks',
  screens: {
    integrations: () => import('./ui/tokens-screen'),
    'integrations-webhooks': () => import('./ui/webhooks-screen'),
    'integrations-webhook': () => import('./ui/webhook-endpoint-screen'),
    'app-integrations': () => import('./ui/app-connections-screen'),
  },
  catalogues: {
    'integrations-tokens': catalogue('tokens'),
    'integrations-webhooks': catalogue('webhooks'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createIntegrationsGateways }) => createIntegrationsGateways),
      bind: [
        [TOKENS_GATEWAY, (gateways) => gateways.tokens],
        [WEBHOOKS_GATEWAY, (gateways) => gateways.webhooks],
      ],
    }),
  ],
});
