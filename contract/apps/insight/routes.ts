import { appRoute, empty, json } from '../../descriptor';
import { VersionQuery } from '../../common';
import { byId } from '../../records';
import { ENVIRONMENTAL_REPORTING_SLUG, INSIGHTS_CENTER_SLUG } from '../../../src/apps/insight/domain/slug';
import { FootprintPdf, FootprintQuery, FootprintReport } from './environmental-schemas';
import { ReportAnswer, ReportFile, ReportQuery } from './report-schemas';
import { ReportRecipientList, SavedReportChange, SavedReportInput, SavedReportItem, SavedReportList, ScheduleInput } from './saved-report-schemas';

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

/** The caller's saved reports and those shared in the organisation, each with its schedule. */
export const listSavedReports = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'listSavedReports',
  method: 'GET',
  path: '/insights/saved-reports',
  summary: "The caller's own saved reports and those shared in the organisation, by name, each with its mail schedule",
  success: json(SavedReportList),
});

export const createSavedReport = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'createSavedReport',
  method: 'POST',
  path: '/insights/saved-reports',
  summary: 'Save a report (its kind and filters) under a name, private or shared in the organisation',
  request: { body: SavedReportInput },
  success: json(SavedReportItem, 201),
});

export const updateSavedReport = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'updateSavedReport',
  method: 'PATCH',
  path: '/insights/saved-reports/:id',
  summary: 'Rename a saved report, change its filters or who sees it (its owner or an admin); a stale version answers 412',
  request: { ...byId, body: SavedReportChange },
  success: json(SavedReportItem),
  problems: [403, 404, 412],
});

export const deleteSavedReport = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'deleteSavedReport',
  method: 'DELETE',
  path: '/insights/saved-reports/:id',
  summary: 'Delete a saved report and its schedule (its owner or an admin); a stale version answers 412',
  request: { ...byId, query: VersionQuery },
  success: empty,
  problems: [403, 404, 412],
});

export const setReportSchedule = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'setReportSchedule',
  method: 'PATCH',
  path: '/insights/saved-reports/:id/schedule',
  summary: "Mail a saved report weekly or monthly, at an hour of the organisation's zone, as CSV and/or PDF to people of the organisation; a stale version answers 412",
  request: { ...byId, body: ScheduleInput },
  success: json(SavedReportItem),
  problems: [403, 404, 412],
});

export const deleteReportSchedule = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'deleteReportSchedule',
  method: 'DELETE',
  path: '/insights/saved-reports/:id/schedule',
  summary: "Stop mailing a saved report; a delivery already queued does nothing; a stale version answers 412",
  request: { ...byId, query: VersionQuery },
  success: empty,
  problems: [403, 404, 412],
});

export const listReportRecipients = appRoute(INSIGHTS_CENTER_SLUG, {
  id: 'listReportRecipients',
  method: 'GET',
  path: '/insights/recipients',
  summary: 'Who a schedule may mail: the active people of the organisation who may open Insights Center',
  success: json(ReportRecipientList),
});

/** Every route of the insight apps, for contract/routes.ts. */
export const insightRoutes = [
  getFootprintReport,
  getFootprintPdf,
  runReport,
  getReportCsv,
  getReportPdf,
  listSavedReports,
  createSavedReport,
  updateSavedReport,
  deleteSavedReport,
  setReportSchedule,
  deleteReportSchedule,
  listReportRecipients,
] as const;
