import type { AppDeclaration } from './domain/apps/app-declaration';
import { campaignsApp } from './apps/campaigns/app';
import { commerceApp } from './apps/commerce/app';
import { embeddedApp } from './apps/embedded/app';
import { insightApp } from './apps/insight/app';
import { auditApp } from './apps/audit/app';
import { integrationsApp } from './apps/integrations/app';
import { manageApp } from './apps/manage/app';
import { peopleApp } from './apps/people/app';
import { returnsApp } from './apps/returns/app';
import { serviceDeskApp } from './apps/service-desk/app';
import { configureApp } from './apps/configure/app';

/**
 * Every app folder of the portal, each by its declaration (src/apps/<app>/app.ts), in the order the app store and the
 * sidebar list their apps. The kernel builds its route table, catalogue, grants and sidebar from this list, and the
 * server reads it through the contract; `npm run new-app` adds a line.
 */
export const apps: readonly AppDeclaration[] = [
  manageApp,
  campaignsApp,
  commerceApp,
  returnsApp,
  peopleApp,
  serviceDeskApp,
  insightApp,
  auditApp,
  integrationsApp,
  embeddedApp,
  configureApp,
];
