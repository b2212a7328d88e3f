import { defineAppClient, gatewayModule } from '../../app-client';
import { insightApp } from './app';
import { FOOTPRINT_GATEWAY } from './application/ports/footprint-gateway';
import { REPORT_GATEWAY } from './application/ports/report-gateway';
import { SAVED_REPORT_GATEWAY } from './application/ports/saved-report-gateway';
import { ENVIRONMENTAL_REPORTING_SLUG, INSIGHTS_CENTER_SLUG } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/**
 * Insight in the browser: Environmental Reporting's screen; Insights Center's gallery and report screens, with the
 * reports' words the server's files use too (domain/reports/words); their catalogues and gateways, each loaded on first use.
 */
export const insightClient = defineAppClient(insightApp, {
  namespace: 'insight',
  screens: {
    [ENVIRONMENTAL_REPORTING_SLUG]: () => import('./ui/footprint-screen'),
    [INSIGHTS_CENTER_SLUG]: () => import('./ui/reports/gallery-screen'),
    [`${INSIGHTS_CENTER_SLUG}-report`]: () => import('./ui/reports/report-screen'),
  },
  catalogues: {
    insight: catalogue('insight'),
    'insight-reports': catalogue('insight-reports'),
    'insight-report-words': { en: () => import('./domain/reports/words/en.json'), de: () => import('./domain/reports/words/de.json') },
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createInsightGateways }) => createInsightGateways),
      bind: [
        [FOOTPRINT_GATEWAY, (gateways) => gateways.footprint],
        [SAVED_REPORT_GATEWAY, (gateways) => gateways.savedReports],
        [REPORT_GATEWAY, (gateways) => gateways.reports],
      ],
    }),
  ],
});
