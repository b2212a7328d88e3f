import { defineAppClient, gatewayModule } from '../../app-client';
import { auditApp } from './app';
import { TRAIL_GATEWAY } from './application/ports/trail-gateway';
import { AUDIT_TRAIL_SLUG } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Audit Manager in the browser: the trail's screen, its catalogue and its gateway, each loaded on first use. */
export const auditClient = defineAppClient(auditApp, {
  namespace: 'audit',
  screens: { [AUDIT_TRAIL_SLUG]: () => import('./ui/trail-screen') },
  catalogues: { audit: catalogue('audit') },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createAuditGateways }) => createAuditGateways),
      bind: [[TRAIL_GATEWAY, (gateways) => gateways.trail]],
    }),
  ],
});
