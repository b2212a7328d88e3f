import type { FastifyBaseLogger } from 'fastify';
import { defineServerApp, type AppBackground } from '../../kernel';
import { serviceDeskMailBackground } from './mail/mail-background';
import { escalationBackground } from './services/escalation-service';
import { deskBusinessCalendars } from './services/business-calendars';
import { deskTicketSla } from './services/desk-ticket-sla';
import { deskPersonSummary } from './services/person-summary';
import { deskRecordSearch } from './services/ticket-search';
import { deskServiceTickets } from './services/service-tickets';
import { serviceDeskRepositoriesOf } from './repositories/repositories';
import { mountServiceDeskRoutes } from './routes/mount-routes';
import { seedServiceDeskDemo } from './seed/demo-seed';
import type { ServiceDeskDeps } from './services/service-deps';
import { createServiceDeskServices } from './services/services';

/** The inbound mail channel and the escalation run, started and stopped together. */
function deskBackground(deps: ServiceDeskDeps, log: FastifyBaseLogger): AppBackground {
  const parts = [serviceDeskMailBackground(deps, log), escalationBackground(deps, log)];
  return {
    start: async () => {
      for (const part of parts) await part.start();
    },
    stop: async () => {
      await Promise.all(parts.map((part) => part.stop()));
    },
  };
}

/** The service desk on the server: Resolve Now and Support (one implementation, two slugs), the external view and Resolve IT. */
export const serviceDeskServer = defineServerApp({
  id: 'service-desk',
  repositories: serviceDeskRepositoriesOf,
  uses: ['assetLifecycle', 'peopleDirectory', 'webhookEvents'],
  services: createServiceDeskServices,
  mount: mountServiceDeskRoutes,
  seedDemo: seedServiceDeskDemo,
  background: deskBackground,
  personSummary: deskPersonSummary,
  recordSearch: (repos, searcher, query) => deskRecordSearch(repos, searcher, query),
  provides: (repositoriesIn, deps) => ({ businessCalendars: deskBusinessCalendars(repositoriesIn), serviceTickets: deskServiceTickets(deps), ticketSla: deskTicketSla(repositoriesIn) }),
});
