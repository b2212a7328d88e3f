import { defineAppClient, gatewayModule } from '../../app-client';
import { auditApp } from './app';
import { AUDIT_ROUNDS_GATEWAY } from './application/ports/audit-rounds-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Audit Manager in the browser: the physical audits' screens (the trail's home is the shared app screen until built). */
export const auditClient = defineAppClient(auditApp, {
  namespace: 'audit-rounds',
  screens: {
    'audit-trail-audits': () => import('./ui/rounds/audits-screen'),
    'audit-trail-audit-round': () => import('./ui/rounds/round-screen'),
  },
  catalogues: { 'audit-rounds': catalogue('audit-rounds') },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/audit-round-gateways').then(({ createAuditRoundGateways }) => createAuditRoundGateways),
      bind: [[AUDIT_ROUNDS_GATEWAY, (gateways) => gateways.rounds]],
    }),
  ],
});
