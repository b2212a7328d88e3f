import { appRoute, json } from '../../descriptor';
import { ENVIRONMENTAL_REPORTING_SLUG, INSIGHTS_CENTER_SLUG } from '../../../src/apps/insight/domain/slug';
import { FootprintPdf, FootprintQuery, FootprintReport } from './environmental-schemas';
import { ReportAnswer, ReportFile, ReportQuery } from './report-schemas';

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

/** One of Insights Center's reports, run with its filters. */
export const runReport = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'runReport',
  method: 'GET',
  path: '/insights/report',
  summary: 'A report across the apps (fleet, spend, tickets, campaigns, emissions) with its filters: one table, its totals and the filter options',
  request: { query: ReportQuery },
  success: json(ReportAnswer),
  problems: [403],
});

/** The report as CSV (base64, UTF-8 with a byte order mark), in the person's language. */
export const getReportCsv = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'getReportCsv',
  method: 'GET',
  path: '/insights/report/csv',
  summary: 'A report as CSV (base64)',
  request: { query: ReportQuery },
  success: json(ReportFile),
  problems: [403],
});

/** The report as a PDF (base64), in the person's language. */
export const getReportPdf = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'getReportPdf',
  method: 'GET',
  path: '/insights/report/pdf',
  summary: 'A report as a PDF (base64)',
  request: { query: ReportQuery },
  success: json(ReportFile),
  problems: [403],
});

/** Every route of the insight apps, for contract/routes.ts. */
export const insightRoutes = [getFootprintReport, getFootprintPdf, runReport, getReportCsv, getReportPdf] as const;
