import type { RouteDescriptor } from './descriptor';
import { authRoutes } from './auth-routes';
import { fileRoutes } from './file-routes';
import { jobRoutes } from './job-routes';
import { quickLinkRoutes } from './quick-links';
import { campaignRoutes } from './apps/campaigns/routes';
import { commerceRoutes } from './apps/commerce/routes';
import { insightRoutes } from './apps/insight/routes';
import { auditRoutes } from './apps/audit/routes';
import { auditRoundRoutes } from './apps/audit/audit-round-routes';
import { integrationsRoutes } from './apps/integrations/routes';
import { manageRoutes } from './apps/manage/routes';
import { peopleRoutes } from './apps/people/routes';
import { returnsRoutes } from './apps/returns/routes';
import { serviceDeskRoutes } from './apps/service-desk/routes';
import { shellRoutes } from './shell-routes';
import { visitorRoutes } from './visitor-routes';
import { configureRoutes } from './apps/configure/routes';

/**
 * Every route of the API, the shell's and each app's (contract/apps/<app>/routes.ts): the OpenAPI document and the
 * bad-input suite walk them. The only contract file a new app edits outside its folder.
 */
export const allRoutes: readonly RouteDescriptor[] = [
  ...authRoutes,
  ...shellRoutes,
  ...jobRoutes,
  ...quickLinkRoutes,
  ...visitorRoutes,
  ...fileRoutes,
  ...manageRoutes,
  ...serviceDeskRoutes,
  ...commerceRoutes,
  ...campaignRoutes,
  ...peopleRoutes,
  ...insightRoutes,
  ...auditRoutes,
  ...auditRoundRoutes,
  ...returnsRoutes,
  ...integrationsRoutes,
  ...configureRoutes,
];
