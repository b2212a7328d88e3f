import { defineServerApp } from '../../kernel';
import { mountInsightRoutes } from './routes/mount-routes';
import { FootprintService } from './services/footprint-service';
import { ReportService } from './services/report-service';

/** The insight apps on the server: Environmental Reporting's footprint of the fleet, Insights Center's reports. */
export const insightServer = defineServerApp({
  id: 'insight',
  uses: ['assetLifecycle', 'places', 'peopleDirectory', 'organisationCurrency', 'orderSpending', 'ticketSla', 'campaignProgress'],
  repositories: () => ({}),
  services: (deps) => {
    const footprint = new FootprintService(deps);
    return { footprint, reports: new ReportService(deps, footprint) };
  },
  mount: mountInsightRoutes,
});
