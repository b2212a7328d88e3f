import { defineAppClient, gatewayModule } from '../../app-client';
import { configureApp } from './app';
import { CONFIGURE_GATEWAY } from './application/ports/configure-gateway';
import { CONFIGURE_SLUG } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Configure in the browser: its one page, its catalogue and its gateway, each loaded on first use. */
export const configureClient = defineAppClient(configureApp, {
  namespace: 'configure',
  screens: { [CONFIGURE_SLUG]: () => import('./ui/configure-screen') },
  catalogues: { 'configure': catalogue('configure') },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createConfigureGateways }) => createConfigureGateways),
      bind: [[CONFIGURE_GATEWAY, (gateways) => gateways.configure]],
    }),
  ],
});
