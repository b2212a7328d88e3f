import { campaignsServer } from './apps/campaigns';
import { commerceServer } from './apps/commerce';
import { insightServer } from './apps/insight';
import { manageServer } from './apps/manage';
import { peopleServer } from './apps/people';
import { serviceDeskServer } from './apps/service-desk';
import { composable, type ComposableApp } from './app-composition';
import type { AppProvidedPorts } from './ports/app-provided-ports';
import type { Repositories } from './repositories';

/** Every app's server part (server/apps/<app>/index.ts). The only server file a new app edits outside its folder. */
export const serverApps: readonly ComposableApp[] = [
  composable(manageServer, providedPorts),
  composable(serviceDeskServer, providedPorts),
  composable(commerceServer, providedPorts),
  composable(campaignsServer, providedPorts),
  composable(peopleServer, providedPorts),
  composable(insightServer, providedPorts),
];

/** The kernel ports the apps provide for each other, each from the one app that declares it. */
export function providedPorts(): AppProvidedPorts {
  const provided: Partial<AppProvidedPorts> = Object.assign({}, ...serverApps.map((each) => each.provides));
  if (!provided.assetLifecycle) throw new Error('No app provides the asset lifecycle port');
  if (!provided.places) throw new Error('No app provides the places port');
  if (!provided.deviceKits) throw new Error('No app provides the device kits port');
  if (!provided.accessoryStock) throw new Error('No app provides the accessory stock port');
  return { assetLifecycle: provided.assetLifecycle, places: provided.places, deviceKits: provided.deviceKits, accessoryStock: provided.accessoryStock };
}

/** Each app's demo data for a new demo organisation, in the order of the list, in the seed's transaction (`repos`). */
export async function seedAppDemos(repos: Repositories, organisationId: string, people: readonly string[]): Promise<void> {
  const ports = providedPorts();
  for (const app of serverApps) await app.seedDemo(repos, organisationId, people, ports);
}
