import { appRoute, json } from '../../descriptor';
import { ENVIRONMENTAL_REPORTING_SLUG } from '../../../src/apps/insight/domain/slug';
import { FootprintPdf, FootprintQuery, FootprintReport } from './environmental-schemas';

/** The fleet's environmental report, as Environmental Reporting shows it. */
export const getFootprintReport = appRoute(ENVIRONMENTAL_REPORTING_SLUG, {
  id: 'getFootprintReport',
  method: 'GET',
  path: '/environmental/report',
  summary: "The fleet's embedded emissions (by model, else the category's average), yearly share, a year longer, reuse and Scope 3 category 2 by year",
  request: { query: FootprintQuery },
  success: json(FootprintReport),
  problems: [403],
});

/** The same report as a PDF (base64), for the download. */
export const getFootprintPdf = appRoute(ENVIRONMENTAL_REPORTING_SLUG, {
  id: 'getFootprintPdf',
  method: 'GET',
  path: '/environmental/report/pdf',
  summary: 'The environmental report as a PDF (base64)',
  request: { query: FootprintQuery },
  success: json(FootprintPdf),
  problems: [403],
});

/** Every route of the insight apps, for contract/routes.ts. */
export const insightRoutes = [getFootprintReport, getFootprintPdf] as const;
