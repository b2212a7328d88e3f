import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/insight/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { FootprintService } from '../services/footprint-service';
import type { ReportScheduleService } from '../services/report-schedule-service';
import type { ReportService } from '../services/report-service';
import type { SavedReportService } from '../services/saved-report-service';

interface InsightRouteServices {
  readonly footprint: FootprintService;
  readonly reports: ReportService;
  readonly savedReports: SavedReportService;
  readonly schedules: ReportScheduleService;
}

/** Mounts the contract's insight routes on their services. */
export function mountInsightRoutes(api: FastifyInstance, guards: Guards, services: InsightRouteServices): void {
  mountRoute(api, routes.getFootprintReport, guards, ({ principal, query }) => services.footprint.report(principal, query));
  mountRoute(api, routes.getFootprintPdf, guards, ({ principal, query }) => services.footprint.pdf(principal, query));
  mountRoute(api, routes.runReport, guards, ({ principal, query }) => services.reports.run(principal.organisationId, query));
  mountRoute(api, routes.getReportCsv, guards, ({ principal, query }) => services.reports.csv(principal, query));
  mountRoute(api, routes.getReportPdf, guards, ({ principal, query }) => services.reports.pdf(principal, query));

  const { savedReports, schedules } = services;
  mountRoute(api, routes.listSavedReports, guards, ({ principal }) => savedReports.list(principal));
  mountRoute(api, routes.createSavedReport, guards, ({ principal, body }) => savedReports.create(principal, body));
  mountRoute(api, routes.updateSavedReport, guards, ({ principal, params, body }) => savedReports.update(principal, params.id, body));
  mountRoute(api, routes.deleteSavedReport, guards, ({ principal, params, query }) => savedReports.remove(principal, params.id, query.version));
  mountRoute(api, routes.setReportSchedule, guards, ({ principal, params, body }) => schedules.set(principal, params.id, body));
  mountRoute(api, routes.deleteReportSchedule, guards, ({ principal, params, query }) => schedules.remove(principal, params.id, query.version));
  mountRoute(api, routes.listReportRecipients, guards, ({ principal }) => savedReports.recipients(principal));
}
