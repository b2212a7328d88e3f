import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/insight/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { FootprintService } from '../services/footprint-service';
import type { ReportService } from '../services/report-service';

/** Mounts the contract's insight routes on their services. */
export function mountInsightRoutes(api: FastifyInstance, guards: Guards, services: { footprint: FootprintService; reports: ReportService }): void {
  mountRoute(api, routes.getFootprintReport, guards, ({ principal, query }) => services.footprint.report(principal, query));
  mountRoute(api, routes.getFootprintPdf, guards, ({ principal, query }) => services.footprint.pdf(principal, query));
  mountRoute(api, routes.runReport, guards, ({ principal, query }) => services.reports.run(principal.organisationId, query));
  mountRoute(api, routes.getReportCsv, guards, ({ principal, query }) => services.reports.csv(principal, query));
  mountRoute(api, routes.getReportPdf, guards, ({ principal, query }) => services.reports.pdf(principal, query));
}
