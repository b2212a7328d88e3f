import { defineAppClient, gatewayModule } from '../../app-client';
import { insightApp } from './app';
import { FOOTPRINT_GATEWAY } from './application/ports/footprint-gateway';
import { SAVED_REPORT_GATEWAY } from './application/ports/saved-report-gateway';
import { ENVIRONMENTAL_REPORTING_SLUG } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Insight in the browser: Environmental Reporting's screen, its catalogue and its gateway, each loaded on first use. */
export const insightClient = defineAppClient(insightApp, {
  namespace: 'insight',
  screens: { [ENVIRONMENTAL_REPORTING_SLUG]: () => import('./ui/footprint-screen') },
  catalogues: { insight: catalogue('insight') },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createInsightGateways }) => createInsightGateways),
      bind: [
        [FOOTPRINT_GATEWAY, (gateways) => gateways.footprint],
        [SAVED_REPORT_GATEWAY, (gateways) => gateways.savedReports],
      ],
    }),
  ],
});
