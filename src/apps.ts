import type { AppClient } from './app-client';
import { campaignClients } from './apps/campaigns/client';
import { commerceClients } from './apps/commerce/client';
import { manageClient } from './apps/manage/client';
import { resolveItClient, resolveNowClient, supportClient } from './apps/service-desk/client';

/** Every app of the portal (src/apps/<app>/client.ts). The only browser file a new app edits outside its folder. */
export const apps: readonly AppClient[] = [
  manageClient,
  resolveNowClient,
  supportClient,
  resolveItClient,
  ...commerceClients,
  ...campaignClients,
];
