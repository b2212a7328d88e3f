import type { AppClient } from './app-client';
import { campaignsClient } from './apps/campaigns/client';
import { commerceClient } from './apps/commerce/client';
import { embeddedClient } from './apps/embedded/client';
import { manageClient } from './apps/manage/client';
import { peopleClient } from './apps/people/client';
import { returnsClient } from './apps/returns/client';
import { integrationsClient } from './apps/integrations/client';
import { serviceDeskClient } from './apps/service-desk/client';
import { configureClient } from './apps/configure/client';
import { insightClient } from './apps/insight/client';
import { auditClient } from './apps/audit/client';

/**
 * The browser part of every app folder that has one (src/apps/<app>/client.ts): screens, catalogues, gateways. A
 * folder without one shows the shared app screen on each of its routes; `npm run new-app` adds a line.
 */
export const appClients: readonly AppClient[] = [manageClient, campaignsClient, commerceClient, serviceDeskClient, embeddedClient, returnsClient, peopleClient, integrationsClient, configureClient, insightClient, auditClient];
