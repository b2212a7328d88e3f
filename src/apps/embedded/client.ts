import { defineAppClient } from '../../app-client';
import { embeddedApp } from './app';

const frame = () => import('./ui/embedded-app-screen');
const partnerAddress = () => import('./ui/partner-address-connection');

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** The embedded apps show their frame; the iframe test page shows its frame's handshake too. */
export const embeddedClient = defineAppClient(embeddedApp, {
  namespace: 'embedded',
  screens: {
    pos: frame,
    'shipment-tracking': frame,
    manage: frame,
    iframe: frame,
    'product-manage': frame,
    'iframe-url': frame,
  },
  catalogues: { embedded: catalogue('embedded') },
  // Each embedded app's integrations page sets its partner's address (Integrations gathers the page).
  connections: Object.fromEntries(embeddedApp.apps.map((app) => [app.slug, partnerAddress])),
});
