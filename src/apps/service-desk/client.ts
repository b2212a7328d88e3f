import { defineAppClient, gatewayModule } from '../../app-client';
import {
  ADMIN_CATEGORIES_GATEWAY,
  ADMIN_EMAIL_CHANNEL_GATEWAY,
  ADMIN_PRIORITIES_GATEWAY,
  ADMIN_SERVICE_TYPES_GATEWAY,
  ADMIN_SLA_POLICIES_GATEWAY,
  ADMIN_STATUSES_GATEWAY,
  ADMIN_TAGS_GATEWAY,
  ADMIN_TEAMS_GATEWAY,
  ADMIN_TICKET_TYPES_GATEWAY,
  ADMIN_USER_ROLES_GATEWAY,
} from './application/ports/admin-config-gateway';
import { ADMIN_DASHBOARD_GATEWAY } from './application/ports/admin-dashboard-gateway';
import { ADMIN_TICKETS_GATEWAY } from './application/ports/admin-tickets-gateway';
import { EXTERNAL_TICKETS_GATEWAY } from './application/ports/external-tickets-gateway';
import { REQUESTER_TICKETS_GATEWAY } from './application/ports/requester-tickets-gateway';
import { serviceDeskApp } from './app';
import { RESOLVE_IT_SLUG, RESOLVE_NOW_SLUG, SUPPORT_SLUG, type RequesterSlug } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

const home = () => import('./ui/requester/home-screen');
const myTickets = () => import('./ui/requester/my-tickets-screen');
const ticketDetail = () => import('./ui/requester/ticket-detail-screen');
const requestService = () => import('./ui/requester/request-service-screen');
const reportProblem = () => import('./ui/requester/report-problem-screen');

/** Resolve Now and Support are one implementation: the same screens under each slug's route names. */
function requesterScreens(slug: RequesterSlug) {
  return {
    [slug]: home,
    [`${slug}-my-tickets`]: myTickets,
    [`${slug}-ticket-detail`]: ticketDetail,
    [`${slug}-request-service`]: requestService,
    [`${slug}-report-problem`]: reportProblem,
  };
}

const queue = () => import('./ui/admin/queue-screen');
const agentTicket = () => import('./ui/admin/agent-ticket-screen');

/**
 * The service desk: Resolve Now and Support for employees, the external view of people without an account, and
 * Resolve IT's queues, dashboard and configuration. `service-desk` is the namespace every screen shares.
 */
export const serviceDeskClient = defineAppClient(serviceDeskApp, {
  namespace: 'service-desk',
  screens: {
    ...requesterScreens(RESOLVE_NOW_SLUG),
    ...requesterScreens(SUPPORT_SLUG),
    'external-resolve-now': () => import('./ui/external/external-tickets-screen'),
    'external-ticket-details': () => import('./ui/external/external-ticket-screen'),
    'resolve-it-dashboard': () => import('./ui/admin/dashboard-screen'),
    'resolve-it-reported-issues': queue,
    'resolve-it-service-requests': queue,
    'resolve-it-service-request': agentTicket,
    'resolve-it-reported-issue': agentTicket,
    'resolve-it-user-roles': () => import('./ui/admin/config/user-roles-screen'),
    'resolve-it-priority-management': () => import('./ui/admin/config/priorities-screen'),
    'resolve-it-status-management': () => import('./ui/admin/config/statuses-screen'),
    'resolve-it-sla-configuration': () => import('./ui/admin/config/sla-screen'),
    'resolve-it-approval-workflows': () => import('./ui/admin/config/approval-workflows-screen'),
    'resolve-it-ticket-type': () => import('./ui/admin/config/ticket-types-screen'),
    'resolve-it-team-management': () => import('./ui/admin/config/teams-screen'),
    'resolve-it-email-channel': () => import('./ui/admin/config/email-channel-screen'),
    'resolve-it-company-tag': () => import('./ui/admin/config/company-tags-screen'),
    'resolve-it-oauth2callback': () => import('./ui/admin/oauth-callback-screen'),
  },
  // Resolve IT's integrations page shows its email channel (Integrations gathers the page).
  connections: { [RESOLVE_IT_SLUG]: () => import('./ui/admin/config/email-channel-connection') },
  catalogues: {
    'service-desk': catalogue('service-desk'),
    'service-desk-requester': catalogue('requester'),
    'service-desk-admin': catalogue('admin'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createServiceDeskGateways }) => createServiceDeskGateways),
      bind: [
        [REQUESTER_TICKETS_GATEWAY, (gateways) => gateways.requesterTickets],
        [EXTERNAL_TICKETS_GATEWAY, (gateways) => gateways.externalTickets],
        [ADMIN_TICKETS_GATEWAY, (gateways) => gateways.adminTickets],
        [ADMIN_DASHBOARD_GATEWAY, (gateways) => gateways.adminDashboard],
        [ADMIN_PRIORITIES_GATEWAY, (gateways) => gateways.adminPriorities],
        [ADMIN_STATUSES_GATEWAY, (gateways) => gateways.adminStatuses],
        [ADMIN_SLA_POLICIES_GATEWAY, (gateways) => gateways.adminSlaPolicies],
        [ADMIN_TICKET_TYPES_GATEWAY, (gateways) => gateways.adminTicketTypes],
        [ADMIN_SERVICE_TYPES_GATEWAY, (gateways) => gateways.adminServiceTypes],
        [ADMIN_CATEGORIES_GATEWAY, (gateways) => gateways.adminCategories],
        [ADMIN_TEAMS_GATEWAY, (gateways) => gateways.adminTeams],
        [ADMIN_TAGS_GATEWAY, (gateways) => gateways.adminTags],
        [ADMIN_USER_ROLES_GATEWAY, (gateways) => gateways.adminUserRoles],
        [ADMIN_EMAIL_CHANNEL_GATEWAY, (gateways) => gateways.adminEmailChannel],
      ],
    }),
  ],
});
