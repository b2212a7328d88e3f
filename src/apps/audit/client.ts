import { defineAppClient, gatewayModule } from '../../app-client';
import { auditApp } from './app';
import { lazyBarcodeReaders } from './adapters/camera/lazy-barcode-readers';
import { lazyScanQueue } from './adapters/offline/lazy-scan-queue';
import { AUDIT_ROUNDS_GATEWAY } from './application/ports/audit-rounds-gateway';
import { BARCODE_READERS } from './application/ports/barcode-reader';
import { SCAN_QUEUE } from './application/ports/scan-queue';
import { TRAIL_GATEWAY } from './application/ports/trail-gateway';
import { AUDIT_TRAIL_SLUG } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Audit Manager in the browser: the trail (its home) and the physical audits' screens, their catalogues, gateways, camera and offline queue, each loaded on first use. */
export const auditClient = defineAppClient(auditApp, {
  namespace: 'audit',
  screens: {
    [AUDIT_TRAIL_SLUG]: () => import('./ui/trail-screen'),
    'audit-trail-audits': () => import('./ui/rounds/audits-screen'),
    'audit-trail-audit-round': () => import('./ui/rounds/round-screen'),
  },
  catalogues: { audit: catalogue('audit'), 'audit-rounds': catalogue('audit-rounds') },
  // The trail words its entries' action codes.
  kernelNamespaces: ['activity'],
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createAuditGateways }) => createAuditGateways),
      bind: [[TRAIL_GATEWAY, (gateways) => gateways.trail]],
    }),
    gatewayModule({
      load: () => import('./adapters/http/audit-round-gateways').then(({ createAuditRoundGateways }) => createAuditRoundGateways),
      bind: [[AUDIT_ROUNDS_GATEWAY, (gateways) => gateways.rounds]],
    }),
  ],
  services: [
    [SCAN_QUEUE, lazyScanQueue],
    [BARCODE_READERS, lazyBarcodeReaders],
  ],
});
