import { defineServerApp } from '../../kernel';
import { insightRepositoriesOf } from './repositories/repositories';
import { mountInsightRoutes } from './routes/mount-routes';
import { FootprintService } from './services/footprint-service';
import { ReportDelivery } from './services/report-delivery';
import { REPORT_DELIVERY_JOB, ReportScheduleService } from './services/report-schedule-service';
import { ReportService } from './services/report-service';
import { SavedReportService } from './services/saved-report-service';

/**
 * The insight apps on the server: Environmental Reporting's footprint of the fleet, Insights Center's reports, the
 * reports people save and the schedules that mail them.
 */
export const insightServer = defineServerApp({
  id: 'insight',
  uses: ['assetLifecycle', 'places', 'peopleDirectory', 'organisationCurrency', 'orderSpending', 'ticketSla', 'campaignProgress', 'businessCalendars'],
  repositories: insightRepositoriesOf,
  services: (deps) => {
    const footprint = new FootprintService(deps);
    const reports = new ReportService(deps, footprint);
    return {
      footprint,
      reports,
      savedReports: new SavedReportService(deps),
      schedules: new ReportScheduleService(deps),
      delivery: new ReportDelivery(deps, reports),
    };
  },
  mount: mountInsightRoutes,
  jobs: (services) => ({ [REPORT_DELIVERY_JOB]: (payload: unknown) => services.delivery.deliver(payload) }),
});
