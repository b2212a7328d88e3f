import { defineAppClient, gatewayModule } from '../../app-client';
import { integrationsApp } from './app';
import { TOKENS_GATEWAY } from './application/ports/tokens-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Integrations in the browser: the API tokens (webhooks join them), and each app's own connections. */
export const integrationsClient = defineAppClient(integrationsApp, {
  screens: {
    integrations: () => import('./ui/tokens-screen'),
    'app-integrations': () => import('./ui/app-connections-screen'),
  },
  catalogues: {
    'integrations-tokens': catalogue('tokens'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createIntegrationsGateways }) => createIntegrationsGateways),
      bind: [[TOKENS_GATEWAY, (gateways) => gateways.tokens]],
    }),
  ],
});
