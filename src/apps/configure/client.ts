import { defineAppClient, gatewayModule } from '../../app-client';
import { configureApp } from './app';
import { ITEMS_GATEWAY } from './application/ports/items-gateway';
import { CONFIGURE_SLUG } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Configure in the browser: its screen, its catalogue and its gateway, each loaded on first use. */
export const configureClient = defineAppClient(configureApp, {
  namespace: 'configure',
  screens: { [CONFIGURE_SLUG]: () => import('./ui/items-screen') },
  catalogues: { 'configure': catalogue('configure') },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createConfigureGateways }) => createConfigureGateways),
      bind: [[ITEMS_GATEWAY, (gateways) => gateways.items]],
    }),
  ],
});
