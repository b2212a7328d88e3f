import type { AppClient } from './app-client';
import { manageClient } from './apps/manage/client';

/** Every app of the portal (src/apps/<app>/client.ts). The only browser file a new app edits outside its folder. */
export const apps: readonly AppClient[] = [manageClient];
